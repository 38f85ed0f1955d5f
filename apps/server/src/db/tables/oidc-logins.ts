import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A sign-in started at the identity provider: what the callback must check, used once. */
export const oidcLogins = pgTable('oidc_logins', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
