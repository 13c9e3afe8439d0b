CREATE TABLE "mcp_endpoint_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tool" text NOT NULL,
	"args_hash" text NOT NULL,
	"approval_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "mcp_endpoint_calls_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "mcp_endpoint_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"redirect_uris" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mcp_endpoint_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "mcp_endpoint_grants_userId_clientId_unique" UNIQUE("user_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "mcp_endpoint_secrets" (
	"secret_hash" text PRIMARY KEY NOT NULL,
	"grant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code_challenge" text,
	"redirect_uri" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approvals" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "mcp_endpoint_calls" ADD CONSTRAINT "mcp_endpoint_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcp_endpoint_calls" ADD CONSTRAINT "mcp_endpoint_calls_approval_id_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcp_endpoint_grants" ADD CONSTRAINT "mcp_endpoint_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcp_endpoint_grants" ADD CONSTRAINT "mcp_endpoint_grants_client_id_mcp_endpoint_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."mcp_endpoint_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcp_endpoint_secrets" ADD CONSTRAINT "mcp_endpoint_secrets_grant_id_mcp_endpoint_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."mcp_endpoint_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mcp_endpoint_calls_user_id_tool_args_hash_index" ON "mcp_endpoint_calls" USING btree ("user_id","tool","args_hash");--> statement-breakpoint
CREATE INDEX "mcp_endpoint_secrets_grant_id_index" ON "mcp_endpoint_secrets" USING btree ("grant_id");