-- Memory search (issue #12): full-text vectors and the per-user word list, kept current by the database.
-- unaccent and pg_trgm are loaded into PGlite at construction (src/db/pglite.ts); PostgreSQL ships both in contrib.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- English stemming with accents removed ("Zoë's birthdays" -> zoe, birthday), and the same words kept as
-- written (simple), so a word of another language, a prefix or a corrected typo matches what was typed.
-- Configurations rather than unaccent() around the text, so ts_headline cuts snippets from the original
-- text, accents included.
CREATE TEXT SEARCH CONFIGURATION "public"."kindred_english" (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "public"."kindred_english" ALTER MAPPING FOR hword, hword_part, word WITH "public"."unaccent", english_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "public"."kindred_simple" (COPY = pg_catalog.simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "public"."kindred_simple" ALTER MAPPING FOR hword, hword_part, word WITH "public"."unaccent", simple;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads its dictionary); naming the dictionary makes it safe to call IMMUTABLE.
CREATE FUNCTION "public"."kindred_unaccent"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT "public"."unaccent"('"public"."unaccent"'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE FUNCTION "public"."kindred_memory_search_vector"(title text, summary text, body text, person_name text, relationship text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('public.kindred_english', concat_ws(' ', title, person_name, relationship)), 'A')
      || setweight(to_tsvector('public.kindred_english', coalesce(summary, '')), 'B')
      || setweight(to_tsvector('public.kindred_english', coalesce(body, '')), 'C')
      || setweight(to_tsvector('public.kindred_simple', concat_ws(' ', title, person_name, relationship)), 'A')
      || setweight(to_tsvector('public.kindred_simple', coalesce(summary, '')), 'B')
      || setweight(to_tsvector('public.kindred_simple', coalesce(body, '')), 'C')
$$;
--> statement-breakpoint
CREATE FUNCTION "public"."kindred_memory_search_head"(title text, person_name text, relationship text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT to_tsvector('public.kindred_english', concat_ws(' ', title, person_name, relationship))
      || to_tsvector('public.kindred_simple', concat_ws(' ', title, person_name, relationship))
$$;
--> statement-breakpoint
-- The distinct words of some texts, lower case and unaccented: 3 to 40 characters, no digits.
CREATE FUNCTION "public"."kindred_search_words"(VARIADIC texts text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(word), '{}')
  FROM unnest(tsvector_to_array(to_tsvector('public.kindred_simple', array_to_string(texts, ' ')))) AS word
  WHERE length(word) BETWEEN 3 AND 40 AND word !~ '[0-9]'
$$;
--> statement-breakpoint
CREATE FUNCTION "public"."kindred_english_stem"(word text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT (tsvector_to_array(to_tsvector('public.kindred_english', word)))[1] $$;
--> statement-breakpoint
-- Adds (uses > 0) or removes (uses < 0) words of a user; a word nobody uses any more goes. Rows are
-- locked in (user, word) order first, so two writes of the same user's memories never deadlock.
CREATE FUNCTION "public"."search_words_apply"(user_ids integer[], words text[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "search_words" AS s JOIN unnest(user_ids, words) AS t(u, w) ON s."user_id" = t.u AND s."word" = t.w
    ORDER BY s."user_id", s."word" FOR UPDATE OF s;
  INSERT INTO "search_words" AS s ("user_id", "word", "stem", "uses")
    SELECT u, w, "public"."kindred_english_stem"(w), d FROM unnest(user_ids, words, deltas) AS t(u, w, d) WHERE d > 0 ORDER BY u, w
    ON CONFLICT ("user_id", "word") DO UPDATE SET "uses" = s."uses" + excluded."uses";
  UPDATE "search_words" AS s SET "uses" = s."uses" + t.d
    FROM unnest(user_ids, words, deltas) AS t(u, w, d) WHERE t.d < 0 AND s."user_id" = t.u AND s."word" = t.w;
  DELETE FROM "search_words" AS s
    USING unnest(user_ids, words, deltas) AS t(u, w, d) WHERE t.d < 0 AND s."user_id" = t.u AND s."word" = t.w AND s."uses" <= 0;
END
$$;
--> statement-breakpoint
-- A memory's vectors, from its own text and its person's name and relationship.
CREATE FUNCTION "public"."memories_search_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person record;
BEGIN
  SELECT "name", "relationship" INTO person FROM "kindreds" WHERE "id" = NEW."kindred_id";
  NEW."search_vector" := "public"."kindred_memory_search_vector"(NEW."title", NEW."full_summary", NEW."raw_text", person."name", person."relationship");
  NEW."search_head" := "public"."kindred_memory_search_head"(NEW."title", person."name", person."relationship");
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "memories_search_insert" BEFORE INSERT ON "memories" FOR EACH ROW EXECUTE FUNCTION "public"."memories_search_fill"();
--> statement-breakpoint
-- The AI's write-up (title, summary) and the user's edits.
CREATE TRIGGER "memories_search_update" BEFORE UPDATE OF "title", "full_summary", "raw_text", "kindred_id" ON "memories" FOR EACH ROW
WHEN (OLD."title" IS DISTINCT FROM NEW."title" OR OLD."full_summary" IS DISTINCT FROM NEW."full_summary" OR OLD."raw_text" IS DISTINCT FROM NEW."raw_text" OR OLD."kindred_id" IS DISTINCT FROM NEW."kindred_id")
EXECUTE FUNCTION "public"."memories_search_fill"();
--> statement-breakpoint
-- The word list follows the memories a whole statement at a time (transition tables), so bulk writes stay set-based.
CREATE FUNCTION "public"."memories_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  user_ids integer[];
  words text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(u), array_agg(w), array_agg(d) INTO user_ids, words, deltas FROM (
      SELECT r."user_id" AS u, w.word AS w, count(*)::int AS d
      FROM new_rows r CROSS JOIN LATERAL unnest("public"."kindred_search_words"(r."title", r."full_summary", r."raw_text")) AS w(word)
      GROUP BY 1, 2
    ) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(u), array_agg(w), array_agg(d) INTO user_ids, words, deltas FROM (
      SELECT r."user_id" AS u, w.word AS w, -count(*)::int AS d
      FROM old_rows r CROSS JOIN LATERAL unnest("public"."kindred_search_words"(r."title", r."full_summary", r."raw_text")) AS w(word)
      GROUP BY 1, 2
    ) x;
  ELSE
    SELECT array_agg(u), array_agg(w), array_agg(d) INTO user_ids, words, deltas FROM (
      SELECT u, w, sum(d)::int AS d FROM (
        SELECT n."user_id" AS u, w.word AS w, 1 AS d
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        CROSS JOIN LATERAL unnest("public"."kindred_search_words"(n."title", n."full_summary", n."raw_text")) AS w(word)
        WHERE (o."title", o."full_summary", o."raw_text") IS DISTINCT FROM (n."title", n."full_summary", n."raw_text")
        UNION ALL
        SELECT o."user_id", w.word, -1
        FROM old_rows o JOIN new_rows n ON n."id" = o."id"
        CROSS JOIN LATERAL unnest("public"."kindred_search_words"(o."title", o."full_summary", o."raw_text")) AS w(word)
        WHERE (o."title", o."full_summary", o."raw_text") IS DISTINCT FROM (n."title", n."full_summary", n."raw_text")
      ) c GROUP BY 1, 2 HAVING sum(d) <> 0
    ) x;
  END IF;
  IF user_ids IS NOT NULL THEN
    PERFORM "public"."search_words_apply"(user_ids, words, deltas);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "memories_search_words_insert" AFTER INSERT ON "memories" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."memories_search_words"();
--> statement-breakpoint
CREATE TRIGGER "memories_search_words_update" AFTER UPDATE ON "memories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."memories_search_words"();
--> statement-breakpoint
CREATE TRIGGER "memories_search_words_delete" AFTER DELETE ON "memories" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."memories_search_words"();
--> statement-breakpoint
-- A person's name and relationship are searchable words of their own, and part of each of their memories' vectors.
CREATE FUNCTION "public"."kindreds_search"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text[] := '{}';
  removed text[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    added := "public"."kindred_search_words"(NEW."name", NEW."relationship");
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    removed := "public"."kindred_search_words"(OLD."name", OLD."relationship");
  END IF;
  IF TG_OP = 'UPDATE' THEN
    UPDATE "memories" SET
      "search_vector" = "public"."kindred_memory_search_vector"("title", "full_summary", "raw_text", NEW."name", NEW."relationship"),
      "search_head" = "public"."kindred_memory_search_head"("title", NEW."name", NEW."relationship")
    WHERE "kindred_id" = NEW."id";
  END IF;
  PERFORM "public"."search_words_apply"(
    array_agg(coalesce(NEW."user_id", OLD."user_id")), array_agg(w), array_agg(d))
  FROM (
    SELECT w, sum(d)::int AS d FROM (
      SELECT unnest(added) AS w, 1 AS d UNION ALL SELECT unnest(removed), -1
    ) c GROUP BY w HAVING sum(d) <> 0
  ) x;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "kindreds_search_insert" AFTER INSERT ON "kindreds" FOR EACH ROW EXECUTE FUNCTION "public"."kindreds_search"();
--> statement-breakpoint
CREATE TRIGGER "kindreds_search_rename" AFTER UPDATE OF "name", "relationship" ON "kindreds" FOR EACH ROW
WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."relationship" IS DISTINCT FROM NEW."relationship")
EXECUTE FUNCTION "public"."kindreds_search"();
--> statement-breakpoint
CREATE TRIGGER "kindreds_search_delete" AFTER DELETE ON "kindreds" FOR EACH ROW EXECUTE FUNCTION "public"."kindreds_search"();
--> statement-breakpoint
-- What was stored before this migration.
UPDATE "memories" AS m SET
  "search_vector" = "public"."kindred_memory_search_vector"(m."title", m."full_summary", m."raw_text", k."name", k."relationship"),
  "search_head" = "public"."kindred_memory_search_head"(m."title", k."name", k."relationship")
FROM "kindreds" AS k WHERE k."id" = m."kindred_id";
--> statement-breakpoint
INSERT INTO "search_words" ("user_id", "word", "stem", "uses")
SELECT u, w, "public"."kindred_english_stem"(w), count(*)::int FROM (
  SELECT m."user_id" AS u, w.word AS w FROM "memories" m CROSS JOIN LATERAL unnest("public"."kindred_search_words"(m."title", m."full_summary", m."raw_text")) AS w(word)
  UNION ALL
  SELECT k."user_id", w.word FROM "kindreds" k CROSS JOIN LATERAL unnest("public"."kindred_search_words"(k."name", k."relationship")) AS w(word)
) x GROUP BY 1, 2;
