-- The member home's counts (issue 17 §3): main2 counted an operator's 12,000 boxes per request for
-- total, online and 未上架 (no machine room). device_counts gains whether the boxes are racked, so
-- all three come from the kept counts; the triggers of migration 0019 group by it too.
ALTER TABLE "device_counts" ADD COLUMN "installed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "device_counts" DROP CONSTRAINT "device_counts_member_id_online_tag_id_pk";--> statement-breakpoint
ALTER TABLE "device_counts" ADD CONSTRAINT "device_counts_member_id_online_tag_id_installed_pk" PRIMARY KEY("member_id","online","tag_id","installed");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "device_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO device_counts (member_id, online, tag_id, installed, devices)
  SELECT coalesce(member_id, 0), online, coalesce(tag_id, 0), room_id IS NOT NULL, count(*)::int
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (member_id, online, tag_id, installed) DO UPDATE SET devices = device_counts.devices + excluded.devices;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "device_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO device_counts (member_id, online, tag_id, installed, devices)
  SELECT coalesce(member_id, 0), online, coalesce(tag_id, 0), room_id IS NOT NULL, -count(*)::int
    FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (member_id, online, tag_id, installed) DO UPDATE SET devices = device_counts.devices + excluded.devices;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "device_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO device_counts (member_id, online, tag_id, installed, devices)
  SELECT k.member_id, k.online, k.tag_id, k.installed, sum(k.n)::int
    FROM (
      SELECT coalesce(member_id, 0) AS member_id, online, coalesce(tag_id, 0) AS tag_id,
             room_id IS NOT NULL AS installed, count(*) AS n
        FROM new_rows GROUP BY 1, 2, 3, 4
      UNION ALL
      SELECT coalesce(member_id, 0), online, coalesce(tag_id, 0), room_id IS NOT NULL, -count(*)
        FROM old_rows GROUP BY 1, 2, 3, 4
    ) k
   GROUP BY 1, 2, 3, 4 HAVING sum(k.n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (member_id, online, tag_id, installed) DO UPDATE SET devices = device_counts.devices + excluded.devices;
  RETURN NULL;
END $$;
--> statement-breakpoint
DELETE FROM device_counts;--> statement-breakpoint
INSERT INTO device_counts (member_id, online, tag_id, installed, devices)
SELECT coalesce(member_id, 0), online, coalesce(tag_id, 0), room_id IS NOT NULL, count(*)::int FROM devices GROUP BY 1, 2, 3, 4;
