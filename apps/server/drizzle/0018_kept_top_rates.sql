ALTER TABLE "device_settlements" DROP CONSTRAINT "device_settlements_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "device_settlements" DROP CONSTRAINT "device_settlements_transfer_id_ledger_transfers_id_fk";
--> statement-breakpoint
ALTER TABLE "device_days" ADD COLUMN "top_kbps" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "device_days" ADD COLUMN "peak_samples" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "device_days_day_idx" ON "device_days" USING btree ("day");--> statement-breakpoint
-- Day rows written before the kept rates existed get them from their 288 rates once.
UPDATE "device_days" SET
  "top_kbps" = array(select v from unnest("up_kbps") v where v >= 0 order by v desc limit 15),
  "peak_samples" = (select count(*) from unnest("up_kbps"[229:276]) v where v >= 0);
