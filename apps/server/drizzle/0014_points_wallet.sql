CREATE TABLE "points_withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"address" varchar(42) NOT NULL,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"tx_hash" varchar(66),
	"reason" text,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "points_withdrawals_amount_positive" CHECK ("points_withdrawals"."amount" > 0 and "points_withdrawals"."fee" >= 0 and "points_withdrawals"."fee" < "points_withdrawals"."amount")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "wallet_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_withdrawals" ADD CONSTRAINT "points_withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_withdrawals" ADD CONSTRAINT "points_withdrawals_handled_by_members_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_withdrawals_member_idx" ON "points_withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "points_withdrawals_state_idx" ON "points_withdrawals" USING btree ("state","id");