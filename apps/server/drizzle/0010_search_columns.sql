CREATE TABLE "search_words" (
	"user_id" integer NOT NULL,
	"word" text NOT NULL,
	"stem" text,
	"uses" integer NOT NULL,
	CONSTRAINT "search_words_user_id_word_pk" PRIMARY KEY("user_id","word")
);
--> statement-breakpoint
DROP INDEX "memories_search_idx";--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "memories" ADD COLUMN "search_head" "tsvector";--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("user_id","word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_stem_idx" ON "search_words" USING btree ("user_id","stem");--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "memories_search_vector_idx" ON "memories" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "memories_search_head_idx" ON "memories" USING gin ("search_head");