-- Every instance caches each user's chat list (the answer to /ultimos_mensajes); whatever changes what it shows (a
-- message stored, edited or deleted, a chat marked read, a deleted account's cascade, an admin's SQL) announces the
-- user's id at commit, so every instance drops that entry at once (decision 0034).
CREATE FUNCTION "notify_chat_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('shifu_chat_list_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('shifu_chat_list_changed', NEW.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "chat_messages_notify_list_changed" AFTER INSERT OR DELETE OR UPDATE OF "content", "chat_name", "role", "user_id" ON "chat_messages" FOR EACH ROW EXECUTE FUNCTION "notify_chat_list_changed"();--> statement-breakpoint
CREATE TRIGGER "chat_reads_notify_list_changed" AFTER INSERT OR DELETE OR UPDATE ON "chat_reads" FOR EACH ROW EXECUTE FUNCTION "notify_chat_list_changed"();
