import { sql } from 'drizzle-orm';
import { KEEP_IN_TOUCH_CADENCES } from '@kindred/core/calendar';
import { KINDRED_NAME_MAX_LENGTH, KINDRED_RELATIONSHIP_MAX_LENGTH } from '@kindred/core/validation';
import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A person the user keeps a profile of. Deleting the user deletes them. */
export const kindreds = pgTable(
  'kindreds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: KINDRED_NAME_MAX_LENGTH }).notNull(),
    relationship: varchar('relationship', { length: KINDRED_RELATIONSHIP_MAX_LENGTH }).notNull(),
    /** The stored photo's key: the photo is <user id>/photos/<key>.webp in the photo store (DATA_DIR/uploads or the bucket), and the random key keeps its URL unguessable. */
    photoKey: text('photo_key'),
    /** Kept by the memories_count trigger (migration 0002), so the dashboard never counts 10,000 rows. */
    memoryCount: integer('memory_count').notNull().default(0),
    /** "Keep private from AI": this person's text is only ever handled by the builtin engine, never sent to a provider. */
    privateFromAi: boolean('private_from_ai').notNull().default(false),
    /** How often the user wants to write about this person; drives the "Reach out" suggestions. */
    keepInTouch: text('keep_in_touch', { enum: KEEP_IN_TOUCH_CADENCES }).notNull().default('none'),
    lastMemoryAt: timestamp('last_memory_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('kindreds_user_id_idx').on(table.userId, table.id),
    // Search asks which people a word names: the words of each name and relationship, as search reads them.
    index('kindreds_search_words_idx').using('gin', sql`public.kindred_search_words(${table.name}, ${table.relationship})`),
  ],
);

export type KindredRow = typeof kindreds.$inferSelect;
