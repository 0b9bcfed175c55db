CREATE TABLE "cdn_servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"ip" varchar(15) NOT NULL,
	"port" integer NOT NULL,
	"bandwidth_mbps" integer NOT NULL,
	"line" varchar(8) NOT NULL,
	"disk_gb" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reachable" boolean,
	"last_checked_at" timestamp with time zone,
	"fail_streak" integer DEFAULT 0 NOT NULL,
	"alerted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coop_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"room_name" varchar(40) NOT NULL,
	"province_code" varchar(6) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"line" varchar(8) NOT NULL,
	"bandwidth_gbps" integer NOT NULL,
	"ip_range" varchar(18) NOT NULL,
	"range_first" bigint NOT NULL,
	"range_last" bigint NOT NULL,
	"server_count" integer NOT NULL,
	"contact_name" varchar(20) NOT NULL,
	"contact_mobile" varchar(11) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"state" varchar(8) DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coop_applications_range_order" CHECK ("coop_applications"."range_first" <= "coop_applications"."range_last")
);
--> statement-breakpoint
ALTER TABLE "cdn_servers" ADD CONSTRAINT "cdn_servers_application_id_coop_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."coop_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdn_servers" ADD CONSTRAINT "cdn_servers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coop_applications" ADD CONSTRAINT "coop_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coop_applications" ADD CONSTRAINT "coop_applications_reviewed_by_members_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cdn_servers_ip_uq" ON "cdn_servers" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "cdn_servers_application_idx" ON "cdn_servers" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "coop_applications_member_idx" ON "coop_applications" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "coop_applications_state_idx" ON "coop_applications" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coop_applications_open_range_uq" ON "coop_applications" USING btree ("member_id","ip_range") WHERE "coop_applications"."state" <> 'rejected';