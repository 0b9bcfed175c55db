CREATE TABLE "lottery_periods" (
	"id" integer PRIMARY KEY NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"first_day" date NOT NULL,
	"state" varchar(8) DEFAULT 'open' NOT NULL,
	"algorithm" varchar(32) NOT NULL,
	"seed" varchar(64) NOT NULL,
	"seed_hash" varchar(64) NOT NULL,
	"owner_salt" varchar(64) NOT NULL,
	"coupon_gb" integer NOT NULL,
	"week_cap" integer NOT NULL,
	"one_prize_per_member" boolean NOT NULL,
	"prizes" jsonb NOT NULL,
	"ticket_count" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"ticket_list_hash" varchar(64),
	"beacon_round" bigint,
	"beacon_randomness" varchar(128),
	"final" varchar(64),
	"drawn_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "lottery_periods_closed_has_hash" CHECK ("lottery_periods"."state" = 'open' or "lottery_periods"."ticket_list_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "lottery_ticket_requests" (
	"member_id" integer NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"period_id" integer NOT NULL,
	"first_number" integer NOT NULL,
	"count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_ticket_requests_member_id_request_id_pk" PRIMARY KEY("member_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"period_id" integer NOT NULL,
	"number" integer NOT NULL,
	"member_id" integer NOT NULL,
	"owner" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_tickets_period_id_number_pk" PRIMARY KEY("period_id","number")
);
--> statement-breakpoint
CREATE TABLE "lottery_winners" (
	"period_id" integer NOT NULL,
	"place" smallint NOT NULL,
	"tier" smallint NOT NULL,
	"name" varchar(20) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"number" integer NOT NULL,
	"member_id" integer NOT NULL,
	"owner" varchar(16) NOT NULL,
	"transfer_id" bigint,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_winners_period_id_place_pk" PRIMARY KEY("period_id","place")
);
--> statement-breakpoint
ALTER TABLE "lottery_ticket_requests" ADD CONSTRAINT "lottery_ticket_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_ticket_requests" ADD CONSTRAINT "lottery_ticket_requests_period_id_lottery_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."lottery_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_period_id_lottery_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."lottery_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_period_id_lottery_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."lottery_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_winners" ADD CONSTRAINT "lottery_winners_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_tickets_member_idx" ON "lottery_tickets" USING btree ("member_id","period_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_winners_ticket_uq" ON "lottery_winners" USING btree ("period_id","number");--> statement-breakpoint
CREATE INDEX "lottery_winners_member_idx" ON "lottery_winners" USING btree ("member_id","period_id");