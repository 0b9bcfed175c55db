CREATE TABLE "recovery_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_factors" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"secret_sealed" text NOT NULL,
	"last_step" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "idle_seconds" integer DEFAULT 2592000 NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "purpose" varchar(16) DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_codes_member_idx" ON "recovery_codes" USING btree ("member_id");
--> statement-breakpoint
-- A token's use is written at most once a minute (its idle lifetime, issue 49 §3), and a step-up
-- writes when the holder last typed a code: neither changes who the token is, so neither should make
-- every replica forget the accounts it keeps (migration 0022). Only the columns that decide whether
-- a token is live, and whose it is, tell them.
DROP TRIGGER "auth_tokens_accounts_changed" ON "auth_tokens";
--> statement-breakpoint
CREATE TRIGGER "auth_tokens_accounts_changed"
  AFTER UPDATE OF "revoked_at", "expires_at", "member_id", "idle_seconds", "purpose", "token_hash" ON "auth_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "accounts_changed"();
--> statement-breakpoint
CREATE TRIGGER "auth_tokens_accounts_removed" AFTER DELETE OR TRUNCATE ON "auth_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION "accounts_changed"();
