import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { PLANS, TRIAL_LENGTH_DAYS, type Plan } from '@kindred/core/constants';
import type { Db } from '../../db/database';
import { kindreds, refreshTokens, users, type UserRow } from '../../db/schema';

/** Users by id, e-mail or identity-provider subject, and the few updates their account allows. */
export function createUsersRepository(db: Db) {
  const first = (rows: UserRow[]) => rows[0] ?? null;
  const touch = { updatedAt: sql`now()` };
  // Prepared once: every authenticated request runs it, and PostgreSQL then keeps its plan per connection.
  const bySession = db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('id')),
        isNull(users.disabledAt),
        sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder('sessionId')} and ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now())`,
      ),
    )
    .prepare('find_user_by_session');
  return {
    findById: async (id: number) => first(await db.select().from(users).where(eq(users.id, id))),
    /** The user, only while the session is signed in: one round trip per authenticated request. */
    findBySession: async (id: number, sessionId: string) => first(await bySession.execute({ id, sessionId })),
    findByEmail: async (email: string, tx: Db = db) => first(await tx.select().from(users).where(eq(users.email, email))),
    findByOidcSubject: async (subject: string) => first(await db.select().from(users).where(eq(users.oidcSubject, subject))),
    /** Null when the e-mail is taken. */
    insert: async (values: { email: string; passwordHash: string | null; emailVerified?: boolean; oidcSubject?: string }, tx: Db = db) =>
      first(
        await tx
          .insert(users)
          .values({
            email: values.email,
            passwordHash: values.passwordHash,
            emailVerifiedAt: values.emailVerified ? sql`now()` : null,
            oidcSubject: values.oidcSubject ?? null,
          })
          .onConflictDoNothing({ target: users.email })
          .returning(),
      ),
    markEmailVerified: async (id: number, tx: Db = db) =>
      first(await tx.update(users).set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, ...touch }).where(eq(users.id, id)).returning()),
    linkOidcSubject: async (id: number, subject: string) =>
      first(
        await db
          .update(users)
          .set({ oidcSubject: subject, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, ...touch })
          .where(eq(users.id, id))
          .returning(),
      ),
    setPasswordHash: (id: number, passwordHash: string, tx: Db = db) => tx.update(users).set({ passwordHash, ...touch }).where(eq(users.id, id)),
    /** Ends first-time onboarding; null when it had already ended (the row lock makes a concurrent second call wait, then find it ended). */
    finishFirstTimeLogin: async (id: number, tx: Db = db) =>
      first(await tx.update(users).set({ isFirstTimeLogin: false, ...touch }).where(and(eq(users.id, id), eq(users.isFirstTimeLogin, true))).returning()),
    /** Starts the free trial once per account; null when it was started before. */
    startFreeTrial: async (id: number) =>
      first(
        await db
          .update(users)
          .set({ subscriptionPlan: 'KINDRED_FREE', subscriptionStatus: 'active', trialStartedAt: sql`now()`, ...touch })
          .where(and(eq(users.id, id), isNull(users.trialStartedAt)))
          .returning(),
      ),
    /**
     * The plan a paid subscription gives: Kindred Plus while it is paid for; otherwise back to the
     * free plan with the trial counted as over (`canceled`), so no second trial starts. Data is kept.
     */
    setPaidPlan: (id: number, isPlus: boolean, tx: Db = db) =>
      tx
        .update(users)
        .set(
          isPlus
            ? { subscriptionPlan: PLANS.plus, subscriptionStatus: 'active', ...touch }
            : {
                subscriptionPlan: PLANS.free,
                subscriptionStatus: 'canceled',
                trialStartedAt: sql`coalesce(${users.trialStartedAt}, now() - make_interval(days => ${TRIAL_LENGTH_DAYS}))`,
                ...touch,
              },
        )
        .where(eq(users.id, id)),
    /**
     * Every account for the operator, oldest first: the account's own fields and how many people it
     * keeps, never anything those people's profiles or memories say.
     */
    listForOperator: () =>
      db
        .select({
          id: users.id,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          subscriptionPlan: users.subscriptionPlan,
          subscriptionStatus: users.subscriptionStatus,
          trialStartedAt: users.trialStartedAt,
          disabledAt: users.disabledAt,
          createdAt: users.createdAt,
          kindreds: count(kindreds.id),
        })
        .from(users)
        .leftJoin(kindreds, eq(kindreds.userId, users.id))
        .groupBy(users.id)
        .orderBy(asc(users.id)),
    /**
     * The operator's plan change (servers without payments); the status becomes active. The free
     * plan keeps the trial's start, or starts the 5-day trial now for an account that never had one.
     */
    setPlan: async (id: number, plan: Plan) =>
      first(
        await db
          .update(users)
          .set({
            subscriptionPlan: plan,
            subscriptionStatus: 'active',
            ...(plan === 'KINDRED_FREE' ? { trialStartedAt: sql`coalesce(${users.trialStartedAt}, now())` } : {}),
            ...touch,
          })
          .where(eq(users.id, id))
          .returning(),
      ),
    /** Disables (a date) or enables (null) the account; the caller ends its sessions. */
    setDisabled: async (id: number, disabled: boolean, tx: Db = db) =>
      first(await tx.update(users).set({ disabledAt: disabled ? sql`coalesce(${users.disabledAt}, now())` : null, ...touch }).where(eq(users.id, id)).returning()),
    /** Deletes the user; every row that belongs to them goes with it (ON DELETE CASCADE). */
    delete: (id: number) => db.delete(users).where(eq(users.id, id)),
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
