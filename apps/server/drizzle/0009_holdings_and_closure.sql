CREATE TABLE "device_holdings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_holdings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"device_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "members_mobile_uq";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_holdings" ADD CONSTRAINT "device_holdings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_holdings" ADD CONSTRAINT "device_holdings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_holdings_open_uq" ON "device_holdings" USING btree ("device_id") WHERE "device_holdings"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "device_holdings_device_idx" ON "device_holdings" USING btree ("device_id","started_at");--> statement-breakpoint
CREATE INDEX "device_holdings_member_idx" ON "device_holdings" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_uq" ON "members" USING btree ("mobile") WHERE "members"."status" <> 'closed';--> statement-breakpoint
-- Boxes held before holdings were kept: nothing tells of earlier holders, so the present one is taken to
-- have held the box since its first data (its first day row, or its provisioning, whichever came first).
INSERT INTO "device_holdings" ("device_id", "member_id", "started_at")
SELECT d."id", d."member_id",
       least(d."created_at", coalesce((SELECT min(dd."day") FROM "device_days" dd WHERE dd."device_id" = d."id")::timestamp AT TIME ZONE 'Asia/Shanghai', d."created_at"))
FROM "devices" d WHERE d."member_id" IS NOT NULL;
