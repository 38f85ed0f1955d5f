CREATE TABLE "search_word_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_word_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"word" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_word_deltas_user_idx" ON "search_word_deltas" USING btree ("user_id");--> statement-breakpoint
-- Writes log their word changes instead of applying them: applying took row locks on every word of a
-- memory ("the", "and", the person's name), so concurrent writes of one user queued behind each other.
-- The triggers of migration search_indexes still call this function; only what it does changes.
CREATE OR REPLACE FUNCTION "public"."search_words_apply"(user_ids integer[], words text[], deltas integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_word_deltas" ("user_id", "word", "delta")
  SELECT u, w, d FROM unnest(user_ids, words, deltas) AS t(u, w, d) WHERE d <> 0
$$;
--> statement-breakpoint
-- Folds the logged changes of one user (of every user for null) into search_words: before each of the
-- user's searches, and on a schedule. Rows are locked in (user, word) order, so two folds never
-- deadlock; a word nobody uses any more goes, and a deleted user's changes are dropped.
CREATE FUNCTION "public"."search_words_compact"(only_user integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  targets integer[] := CASE WHEN only_user IS NULL THEN ARRAY(SELECT DISTINCT "user_id" FROM "search_word_deltas") ELSE ARRAY[only_user] END;
  user_ids integer[];
  words text[];
BEGIN
  WITH taken AS (
    DELETE FROM "search_word_deltas" AS d WHERE d."user_id" = ANY(targets) RETURNING d."user_id", d."word", d."delta"
  ), summed AS (
    SELECT t."user_id", t."word", sum(t."delta")::int AS delta FROM taken t
    WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = t."user_id")
    GROUP BY 1, 2 HAVING sum(t."delta") <> 0
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
