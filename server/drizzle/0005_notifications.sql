CREATE TABLE "notification_sync_states" (
	"integration_id" uuid PRIMARY KEY NOT NULL,
	"cursor" text,
	"last_synced_at" timestamp with time zone,
	"retry_after" timestamp with time zone,
	"sync_count" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"service" text NOT NULL,
	"provider_item_id" text NOT NULL,
	"title" text,
	"body" text,
	"subject" text,
	"sender_full" text,
	"snippet" text,
	"date" timestamp with time zone NOT NULL,
	"action_url" text,
	"importance" text NOT NULL,
	"has_attachments" boolean NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_integrationId_providerItemId_unique" UNIQUE("integration_id","provider_item_id")
);
--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "notification_id" uuid;--> statement-breakpoint
ALTER TABLE "notification_sync_states" ADD CONSTRAINT "notification_sync_states_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_id_date_index" ON "notifications" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "notifications_integration_id_status_index" ON "notifications" USING btree ("integration_id","status");--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;