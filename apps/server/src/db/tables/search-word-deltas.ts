import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Changes to the search word list not yet folded into search_words, a row per statement and user
 * (migration search_word_delta_arrays): the triggers of migration search_word_deltas append here,
 * so concurrent writes of one user never wait on each other's word rows. `search_words_compact`
 * folds them in, for one user before each of their searches and for everyone on a schedule. No
 * foreign key: a deleted user's rows are dropped when folded.
 */
export const searchWordDeltas = pgTable(
  'search_word_deltas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    /** The words one statement changed for the user, each beside its change in `deltas`. */
    words: text('words').array().notNull(),
    /** Memories and people that started (> 0) or stopped (< 0) using each word. */
    deltas: integer('deltas').array().notNull(),
  },
  (table) => [index('search_word_deltas_user_idx').on(table.userId)],
);
