import { eq, sql } from 'drizzle-orm';
import { DAY_MS } from '@kindred/core/calendar-days';
import { createAccessTokens } from '../src/auth/access-tokens';
import { hashPassword } from '../src/auth/passwords';
import { resolveSigningSecret } from '../src/auth/signing-secret';
import { users, type UserRow } from '../src/db/schema';
import { createSessionsRepository } from '../src/modules/auth/sessions.repository';
import type { TestApp } from './build-test-app';

export const DEFAULT_PASSWORD = 'Correct-Horse-9';

let sequence = 0;

export interface UserOverrides {
  email?: string;
  /** null for an account made through an identity provider. */
  password?: string | null;
  verified?: boolean;
  plan?: UserRow['subscriptionPlan'];
  status?: UserRow['subscriptionStatus'];
  /** How long ago the free trial started; sets plan KINDRED_FREE unless `plan` says otherwise. */
  trialStartedDaysAgo?: number;
  isFirstTimeLogin?: boolean;
}

/** A user straight in the database, verified and on a running free trial unless told otherwise. */
export async function createUser(t: TestApp, overrides: UserOverrides = {}): Promise<UserRow & { password: string | null }> {
  sequence += 1;
  const password = overrides.password === undefined ? DEFAULT_PASSWORD : overrides.password;
  const trialDaysAgo = overrides.trialStartedDaysAgo ?? (overrides.plan === undefined ? 0 : null);
  const plan = overrides.plan === undefined ? 'KINDRED_FREE' : overrides.plan;
  const [row] = await t.testDatabase.database.db
    .insert(users)
    .values({
      email: overrides.email ?? `person${sequence}-${process.pid}@example.com`,
      passwordHash: password === null ? null : await hashPassword(password),
      emailVerifiedAt: overrides.verified === false ? null : sql`now()`,
      subscriptionPlan: plan,
      subscriptionStatus: overrides.status ?? (plan ? 'active' : null),
      trialStartedAt: trialDaysAgo === null || plan !== 'KINDRED_FREE' ? null : new Date(Date.now() - trialDaysAgo * DAY_MS),
      isFirstTimeLogin: overrides.isFirstTimeLogin ?? true,
    })
    .returning();
  return { ...row!, password };
}

/** A signed-in session for `user`, made the way sign-in makes one, plus the header that carries it. */
export async function signIn(t: TestApp, user: UserRow) {
  const db = t.testDatabase.database.db;
  const { sessionId, refreshToken } = await createSessionsRepository(db).create(user.id);
  const accessToken = await createAccessTokens(await resolveSigningSecret(t.config.jwtSecret, db)).sign({ userId: user.id, sessionId });
  return { accessToken, refreshToken, sessionId, headers: { authorization: `Bearer ${accessToken}` } };
}

/** Moves every outstanding token of a user past its expiry, as time passing would. */
export async function expireTokensOf(t: TestApp, userId: number) {
  await t.testDatabase.database.execute('update one_time_tokens set expires_at = now() - interval \'1 second\' where user_id = $1', [userId]);
}

/** Re-reads a user. */
export async function reloadUser(t: TestApp, id: number) {
  const [row] = await t.testDatabase.database.db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}
