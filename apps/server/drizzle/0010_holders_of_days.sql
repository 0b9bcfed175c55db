ALTER TABLE "device_days" ADD COLUMN "member_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Day rows written before holders were kept belong to the box's holder of 0009's backfill (the present
-- one, taken to have held the box since its first data); a box in stock keeps them under nobody (0).
UPDATE "device_days" dd SET "member_id" = h."member_id"
  FROM "device_holdings" h WHERE h."device_id" = dd."device_id" AND h."ended_at" IS NULL;--> statement-breakpoint
ALTER TABLE "device_days" DROP CONSTRAINT "device_days_device_id_day_pk";--> statement-breakpoint
ALTER TABLE "device_days" ADD CONSTRAINT "device_days_device_id_day_member_id_pk" PRIMARY KEY("device_id","day","member_id");--> statement-breakpoint
CREATE INDEX "device_days_member_day_idx" ON "device_days" USING btree ("member_id","day");--> statement-breakpoint
ALTER TABLE "device_settlements" ADD COLUMN "day_income_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "device_settlements" ADD COLUMN "unheld_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Days settled before the split were paid whole to one member.
UPDATE "device_settlements" SET "day_income_fen" = "income_fen";--> statement-breakpoint
ALTER TABLE "device_settlements" DROP CONSTRAINT "device_settlements_device_id_day_pk";--> statement-breakpoint
ALTER TABLE "device_settlements" ADD CONSTRAINT "device_settlements_device_id_day_member_id_pk" PRIMARY KEY("device_id","day","member_id");
