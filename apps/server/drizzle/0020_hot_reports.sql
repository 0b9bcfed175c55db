-- A report's update of its box (last_signed_ts, last_report_at; online stays true) changes no indexed
-- column once the offline job's index on last_report_at is gone, and with room left on each page it is
-- a HOT update: no index entry per report, whatever indexes the list needs (decision 0027). The offline
-- job reads the online boxes once a minute instead (~65 ms for 100,000 boxes).
DROP INDEX "devices_online_report_idx";--> statement-breakpoint
ALTER TABLE "devices" SET (fillfactor = 85);--> statement-breakpoint
-- Likewise a sample's update of its day row changes no indexed column: with room on the page it is HOT
-- and writes none of the day rows' indexes (pgbench, batches of 100 rows: 1,254/s at fillfactor 100,
-- 1,599/s at 70, whether or not settlement's index on day is there).
ALTER TABLE "device_days" SET (fillfactor = 70);--> statement-breakpoint
CREATE INDEX "devices_fleet_list_idx" ON "devices" USING btree ("fleet_id","online","tag_id","room_sort" DESC NULLS LAST,"cabinet_sort" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "devices_fleet_sort_idx" ON "devices" USING btree ("fleet_id","room_sort" DESC NULLS LAST,"cabinet_sort" DESC NULLS LAST,"id" DESC NULLS LAST);
