-- btree_gist lets one GiST index hold the user id with the word's trigrams, so a typo's closest
-- words come from the index in order of distance (PGlite loads it at construction, src/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX "search_words_trigram_idx";--> statement-breakpoint
CREATE INDEX "kindreds_search_words_idx" ON "kindreds" USING gin (public.kindred_search_words("name", "relationship"));--> statement-breakpoint
CREATE INDEX "search_words_similar_idx" ON "search_words" USING gist ("user_id","word" gist_trgm_ops);
