import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets the server generates once (the token signing key when JWT_SECRET is unset), shared by every replica. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
