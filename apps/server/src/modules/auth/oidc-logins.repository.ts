import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { oidcLogins } from '../../db/schema';
import type { OidcChecks } from '../../auth/oidc-client';

// Long enough to type a password and pass a second factor at the provider.
const TTL_SECONDS = 10 * 60;

/** Sign-ins started at the identity provider, kept until their callback (once) or expiry. */
export function createOidcLoginsRepository(db: Db) {
  return {
    save: (checks: OidcChecks) =>
      db.insert(oidcLogins).values({ ...checks, expiresAt: sql`now() + make_interval(secs => ${TTL_SECONDS})` }),
    /** Takes the checks of `state` out (single use); null when unknown or expired. */
    async take(state: string): Promise<OidcChecks | null> {
      const [row] = await db.delete(oidcLogins).where(and(eq(oidcLogins.state, state), gt(oidcLogins.expiresAt, sql`now()`))).returning();
      return row ? { state: row.state, nonce: row.nonce, codeVerifier: row.codeVerifier } : null;
    },
  };
}
