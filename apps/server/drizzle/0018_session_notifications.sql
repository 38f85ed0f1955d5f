-- Each serving process keeps the users it has just authenticated for a moment, so a request costs
-- no extra round trip. Whatever changes a user or ends one of their sessions, in any process,
-- tells every process which user to forget: once per user and transaction (NOTIFY folds repeats).
-- The trigger's argument names the column that holds the user's id.
CREATE FUNCTION "public"."kindred_notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kindred_sessions', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_session_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "public"."kindred_notify_session_change"('id');--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_session_change" AFTER UPDATE OF "revoked_at", "expires_at" OR DELETE ON "refresh_tokens"
  FOR EACH ROW EXECUTE FUNCTION "public"."kindred_notify_session_change"('user_id');
