import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An invitation to sign up (REGISTRATION=invite), made by the operator's `kindred users invite`.
 * Only the token's hash is stored; signing up with it uses it up, and fixes the e-mail address.
 */
export const invites = pgTable(
  'invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invites_email_idx').on(table.email)],
);
