-- Issue 17 (move-tag of 10,000 boxes ≤ 300 ms): a tag change writes each moved box's row again with
-- an entry in every index of devices (the tag is in the list indexes, so the update is never HOT).
-- The index on the tag alone served only the tag lists' counts and deleting a tag; both now find a
-- tag's boxes through the counts kept per fleet (decision 0027), which get an index on the tag.
DROP INDEX "devices_tag_idx";--> statement-breakpoint
CREATE INDEX "fleet_device_counts_tag_idx" ON "fleet_device_counts" USING btree ("tag_id");