import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every distinct word of a user's memories (title, summary, text) and people (name, relationship),
 * lower case and unaccented, with how many of those rows use it. Search matches a typed word that
 * matches nothing against these by trigram similarity (typos) and by prefix (the word being typed).
 * Kept by the database: the triggers of migration search_indexes log changes to search_word_deltas,
 * which search_words_compact folds in (migration search_word_deltas).
 */
export const searchWords = pgTable(
  'search_words',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    /** The word's English stem ("birthdays" -> "birthday"), null for a stop word: an exact match is a match on either. */
    stem: text('stem'),
    /** Memories and people using the word; the row goes when it drops to 0. */
    uses: integer('uses').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.word] }),
    index('search_words_prefix_idx').on(table.userId, table.word.op('text_pattern_ops')),
    index('search_words_stem_idx').on(table.userId, table.stem),
    // A typo's similar words (%) among one user's: with 1,024-byte signatures, a word's trigrams set few
    // bits, so the tree's inner pages rule out most of it (0.29 ms a lookup against 1.59 ms at the default 12).
    index('search_words_similar_idx').using('gist', table.userId, sql`${table.word} gist_trgm_ops(siglen=1024)`),
  ],
);
