-- Rows written in the same clock tick tie on created_at; seq gives messages, approvals, notifications and knowledge
-- items a write order that cannot tie (decision 0026). Existing rows are numbered in the order they had, by
-- (created_at, id), before the column becomes an identity that goes on from there.
DROP INDEX "chat_messages_history_idx";--> statement-breakpoint
DROP INDEX "chat_messages_unread_idx";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "chat_messages" m SET "seq" = o.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "chat_messages") o WHERE m."id" = o."id";--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('"chat_messages_seq_seq"', coalesce(max("seq"), 0) + 1, false) FROM "chat_messages";--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "approvals" a SET "seq" = o.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "approvals") o WHERE a."id" = o."id";--> statement-breakpoint
ALTER TABLE "approvals" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "approvals" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "approvals_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('"approvals_seq_seq"', coalesce(max("seq"), 0) + 1, false) FROM "approvals";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "notifications" n SET "seq" = o.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "notifications") o WHERE n."id" = o."id";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "notifications_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('"notifications_seq_seq"', coalesce(max("seq"), 0) + 1, false) FROM "notifications";--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "knowledge_items" k SET "seq" = o.n FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "knowledge_items") o WHERE k."id" = o."id";--> statement-breakpoint
ALTER TABLE "knowledge_items" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_items" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_items_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('"knowledge_items_seq_seq"', coalesce(max("seq"), 0) + 1, false) FROM "knowledge_items";--> statement-breakpoint
-- A chat opened at last_read_at has read every message stored by then.
ALTER TABLE "chat_reads" ADD COLUMN "last_read_seq" bigint;--> statement-breakpoint
UPDATE "chat_reads" r SET "last_read_seq" = coalesce((SELECT max(m."seq") FROM "chat_messages" m WHERE m."user_id" = r."user_id" AND m."chat_name" = r."chat_name" AND m."created_at" <= r."last_read_at"), 0);--> statement-breakpoint
ALTER TABLE "chat_reads" ALTER COLUMN "last_read_seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_reads" DROP COLUMN "last_read_at";--> statement-breakpoint
CREATE INDEX "chat_messages_history_idx" ON "chat_messages" USING btree ("user_id","chat_name","seq");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("user_id","chat_name","seq") WHERE "chat_messages"."role" = 'assistant';
