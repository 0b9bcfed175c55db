CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"prefix" varchar(8) NOT NULL,
	"expires_at" timestamp with time zone,
	"allowed_ips" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_uq" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_member_idx" ON "api_tokens" USING btree ("member_id","created_at");--> statement-breakpoint
-- Replicas keep an API token's owner a while, as they keep sessions (decision 0031): a revocation
-- (or an expiry moved) tells them to forget what they keep. Only those columns: last_used_at is
-- written once a minute per token and must not empty every replica's cache each time.
CREATE TRIGGER "api_tokens_accounts_changed" AFTER UPDATE OF "revoked_at", "expires_at", "allowed_ips" OR DELETE OR TRUNCATE ON "api_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "accounts_changed"();
--> statement-breakpoint
-- Making and revoking a token is an account action of its owner: in the audit trail (decision 0043).
CREATE TRIGGER "api_tokens_audit_insert" AFTER INSERT ON "api_tokens" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', 'token_hash', 'last_used_at');
--> statement-breakpoint
CREATE TRIGGER "api_tokens_audit_update" AFTER UPDATE ON "api_tokens" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', 'token_hash', 'last_used_at');
--> statement-breakpoint
CREATE TRIGGER "api_tokens_audit_delete" AFTER DELETE ON "api_tokens" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', 'token_hash', 'last_used_at');
