-- A smaller pending list for each GIN index of memories (see SMALL_PENDING_LIST in tables/memories.ts).
-- Set in place: the indexes keep their entries, and the next insert that fills a list merges it.
ALTER INDEX "memories_search_vector_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "memories_search_week_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "memories_search_head_idx" SET (gin_pending_list_limit = 256);
