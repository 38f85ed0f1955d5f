import { EVENT_TITLE_MAX_LENGTH } from '@kindred/core/key-date';
import { boolean, date, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { kindreds } from './kindreds';
import { memories } from './memories';
import { users } from './users';

/**
 * A day worth remembering about a kindred. Deleting the memory it came from keeps it (a birthday
 * stays a birthday) and only forgets the link; deleting the kindred deletes it.
 */
export const keyDates = pgTable(
  'key_dates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kindredId: integer('kindred_id')
      .notNull()
      .references(() => kindreds.id, { onDelete: 'cascade' }),
    memoryId: integer('memory_id').references(() => memories.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    eventTitle: varchar('event_title', { length: EVENT_TITLE_MAX_LENGTH }).notNull(),
    annual: boolean('annual').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('key_dates_kindred_idx').on(table.kindredId, table.date),
    index('key_dates_memory_idx').on(table.memoryId),
    index('key_dates_user_idx').on(table.userId),
  ],
);

export type KeyDateRow = typeof keyDates.$inferSelect;
