-- A write logs its word changes as one row per user and statement, the words beside their changes,
-- instead of a row per word: a memory of sixty distinct words was sixty rows and twice as many index
-- entries, a fifth of its insert's time on the embedded database. What is logged is folded in first,
-- under a lock that keeps writers out until the new columns and functions are in place.
LOCK TABLE "search_word_deltas" IN ACCESS EXCLUSIVE MODE;--> statement-breakpoint
SELECT "public"."search_words_compact"(NULL);--> statement-breakpoint
ALTER TABLE "search_word_deltas" DROP COLUMN "word";--> statement-breakpoint
ALTER TABLE "search_word_deltas" DROP COLUMN "delta";--> statement-breakpoint
ALTER TABLE "search_word_deltas" ADD COLUMN "words" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "search_word_deltas" ADD COLUMN "deltas" integer[] NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "public"."search_words_apply"(user_ids integer[], words text[], deltas integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_word_deltas" ("user_id", "words", "deltas")
  SELECT u, array_agg(w), array_agg(d) FROM unnest(user_ids, words, deltas) AS t(u, w, d) WHERE d <> 0 GROUP BY u
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "public"."search_words_compact"(only_user integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  targets integer[] := CASE WHEN only_user IS NULL THEN ARRAY(SELECT DISTINCT "user_id" FROM "search_word_deltas") ELSE ARRAY[only_user] END;
  user_ids integer[];
  words text[];
BEGIN
  WITH taken AS (
    DELETE FROM "search_word_deltas" AS d WHERE d."user_id" = ANY(targets) RETURNING d."user_id", d."words", d."deltas"
  ), summed AS (
    SELECT t."user_id", c."word", sum(c."delta")::int AS delta
    FROM taken t CROSS JOIN LATERAL unnest(t."words", t."deltas") AS c("word", "delta")
    WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = t."user_id")
    GROUP BY 1, 2 HAVING sum(c."delta") <> 0
  ), folded AS (
    INSERT INTO "search_words" AS s ("user_id", "word", "stem", "uses")
    SELECT "user_id", "word", "public"."kindred_english_stem"("word"), delta FROM summed ORDER BY "user_id", "word"
    ON CONFLICT ("user_id", "word") DO UPDATE SET "uses" = s."uses" + excluded."uses"
    RETURNING s."user_id", s."word", s."uses"
  )
  SELECT array_agg("user_id"), array_agg("word") INTO user_ids, words FROM folded WHERE "uses" <= 0;
  IF user_ids IS NOT NULL THEN
    DELETE FROM "search_words" AS s USING unnest(user_ids, words) AS t(u, w) WHERE s."user_id" = t.u AND s."word" = t.w AND s."uses" <= 0;
  END IF;
END
$$;
