-- btree_gin puts the user id in the full-text indexes beside the lexemes, so a search reads the
-- caller's entries alone rather than every account's, then drops the others' rows from the heap
-- (PGlite loads it at construction, src/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "memories_search_vector_idx";--> statement-breakpoint
DROP INDEX "memories_search_head_idx";--> statement-breakpoint
CREATE INDEX "memories_search_vector_idx" ON "memories" USING gin ("user_id","search_vector");--> statement-breakpoint
CREATE INDEX "memories_search_head_idx" ON "memories" USING gin ("user_id","search_head");
