-- A search's page of a common word lies in the user's newest weeks: the week of each memory, keyed
-- by its user, goes beside its lexemes in one GIN index, so those weeks' matches are read without
-- reading every match of the word or every memory of the weeks.
-- The key is the user id times 2^24 plus the week since 1970 (weeks reach 2^24 in 321,000 years).
CREATE FUNCTION "public"."kindred_search_week"(user_id integer, created_at timestamptz) RETURNS bigint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT array[user_id::bigint * 16777216 + floor(extract(epoch from created_at) / 604800)::bigint] $$;
--> statement-breakpoint
-- The keys of the user's `weeks` weeks that end with the week of `newest`, to match with &&.
CREATE FUNCTION "public"."kindred_search_weeks"(user_id integer, newest timestamptz, weeks integer) RETURNS bigint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT array(SELECT ("public"."kindred_search_week"(user_id, newest))[1] - g FROM generate_series(0, weeks - 1) AS g) $$;
--> statement-breakpoint
CREATE INDEX "memories_search_week_idx" ON "memories" USING gin (public.kindred_search_week("user_id", "created_at"),"search_vector");
