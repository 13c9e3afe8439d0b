CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("user_id","chat_name","created_at") WHERE "chat_messages"."role" = 'assistant';--> statement-breakpoint
-- Every instance caches live sessions; whatever ends one (logout, password reset, a deleted account's cascade, an
-- admin's SQL) announces its token hash at commit so every instance drops it at once (decision 0023).
CREATE FUNCTION "notify_session_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('shifu_session_revoked', OLD.token_hash);
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_notify_revoked" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_revoked"();
