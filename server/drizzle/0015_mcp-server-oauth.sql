ALTER TABLE "mcp_servers" ADD COLUMN "status" text DEFAULT 'connected' NOT NULL;--> statement-breakpoint
ALTER TABLE "mcp_servers" ADD COLUMN "oauth_client_encrypted" text;--> statement-breakpoint
ALTER TABLE "mcp_servers" ADD COLUMN "oauth_tokens_encrypted" text;