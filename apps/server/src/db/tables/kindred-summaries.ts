import type { SummaryAttributes } from '@kindred/core/ai';
import { index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { kindreds } from './kindreds';
import { users } from './users';

/**
 * The AI's portrait of one person, one row per kindred. The row exists as soon as a generation is
 * requested; `attributes` stays null until the first one has run ("no summary": 404).
 */
export const kindredSummaries = pgTable(
  'kindred_summaries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kindredId: integer('kindred_id')
      .notNull()
      .unique()
      .references(() => kindreds.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attributes: jsonb('attributes').$type<SummaryAttributes>(),
    generatedAt: timestamp('generated_at', { withTimezone: true, precision: 3 }),
    /** The latest request for a new summary. */
    requestedAt: timestamp('requested_at', { withTimezone: true, precision: 3 }),
    /** The request the stored attributes answer; older than `requestedAt` means a generation is pending. */
    servedRequestAt: timestamp('served_request_at', { withTimezone: true, precision: 3 }),
  },
  // Deleting a user cascades here; without it each deletion scans the whole table.
  (table) => [index('kindred_summaries_user_id_idx').on(table.userId)],
);

export type KindredSummaryRow = typeof kindredSummaries.$inferSelect;
