-- Every instance caches each user's chat list (the answer to /ultimos_mensajes); whatever changes what it shows (a
-- message stored, edited or deleted, a chat marked read, a deleted account's cascade, an admin's SQL) announces the
-- user's id at commit, so every instance drops that entry at once (decision 0034).
CREATE FUNCTION "notify_chat_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('shifu_cache_changed', 'chat_list:' || OLD.user_id);
  ELSE
    PERFORM pg_notify('shifu_cache_changed', 'chat_list:' || NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "chat_messages_notify_list_changed" AFTER INSERT OR DELETE OR UPDATE OF "content", "chat_name", "role", "user_id" ON "chat_messages" FOR EACH ROW EXECUTE FUNCTION "notify_chat_list_changed"();--> statement-breakpoint
CREATE TRIGGER "chat_reads_notify_list_changed" AFTER INSERT OR DELETE OR UPDATE ON "chat_reads" FOR EACH ROW EXECUTE FUNCTION "notify_chat_list_changed"();
--> statement-breakpoint
-- The same for GET /get_user: a user's row, and the referral counts it shows, which change with the rows of the
-- friends they referred and with referral credits.
CREATE FUNCTION "notify_account_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('shifu_cache_changed', 'account:' || OLD.id);
      IF OLD.referred_by IS NOT NULL THEN PERFORM pg_notify('shifu_cache_changed', 'account:' || OLD.referred_by); END IF;
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.referred_by IS NOT NULL THEN
      PERFORM pg_notify('shifu_cache_changed', 'account:' || NEW.referred_by);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('shifu_cache_changed', 'account:' || OLD.friend_id);
    PERFORM pg_notify('shifu_cache_changed', 'account:' || OLD.inviter_id);
  ELSE
    PERFORM pg_notify('shifu_cache_changed', 'account:' || NEW.friend_id);
    PERFORM pg_notify('shifu_cache_changed', 'account:' || NEW.inviter_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_notify_account_changed" AFTER INSERT OR DELETE OR UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"();--> statement-breakpoint
CREATE TRIGGER "referral_credits_notify_account_changed" AFTER INSERT OR DELETE OR UPDATE ON "referral_credits" FOR EACH ROW EXECUTE FUNCTION "notify_account_changed"();
