CREATE TABLE "fleet_device_counts" (
	"fleet_id" integer NOT NULL,
	"online" boolean NOT NULL,
	"tag_id" integer NOT NULL,
	"installed" boolean NOT NULL,
	"devices" integer NOT NULL,
	CONSTRAINT "fleet_device_counts_fleet_id_online_tag_id_installed_pk" PRIMARY KEY("fleet_id","online","tag_id","installed")
);
--> statement-breakpoint
-- The device counts per fleet (issue 17 §1): the operator's list and home read their counts here.
-- Kept by the statement triggers of migrations 0019/0021, beside the per-member counts and in the
-- same way: one aggregated delta per statement, rows upserted in key order, per-member rows first
-- (every writer takes the two tables in the same order, so no two statements wait on each other
-- crosswise). A box changing fleet (its member's operator changed: members_fleet_of_devices) is an
-- update of devices.fleet_id, so its counts move with it.
CREATE OR REPLACE FUNCTION "device_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO device_counts (member_id, online, tag_id, installed, devices)
  SELECT coalesce(member_id, 0), online, coalesce(tag_id, 0), room_id IS NOT NULL, count(*)::int
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (member_id, online, tag_id, installed) DO UPDATE SET devices = device_counts.devices + excluded.devices;
  INSERT INTO fleet_device_counts (fleet_id, online, tag_id, installed, devices)
  SELECT coalesce(fleet_id, 0), online, coalesce(tag_id, 0), room_id IS NOT NULL, count(*)::int
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (fleet_id, online, tag_id, installed) DO UPDATE SET devices = fleet_device_counts.devices + excluded.devices;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "device_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO device_counts (member_id, online, tag_id, installed, devices)
  SELECT coalesce(member_id, 0), online, coalesce(tag_id, 0), room_id IS NOT NULL, -count(*)::int
    FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (member_id, online, tag_id, installed) DO UPDATE SET devices = device_counts.devices + excluded.devices;
  INSERT INTO fleet_device_counts (fleet_id, online, tag_id, installed, devices)
  SELECT coalesce(fleet_id, 0), online, coalesce(tag_id, 0), room_id IS NOT NULL, -count(*)::int
    FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (fleet_id, online, tag_id, installed) DO UPDATE SET devices = fleet_device_counts.devices + excluded.devices;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Most updates (a report's last_report_at, a rename) change none of the keys: the two sides cancel
-- and nothing is written to either table.
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
  INSERT INTO fleet_device_counts (fleet_id, online, tag_id, installed, devices)
  SELECT k.fleet_id, k.online, k.tag_id, k.installed, sum(k.n)::int
    FROM (
      SELECT coalesce(fleet_id, 0) AS fleet_id, online, coalesce(tag_id, 0) AS tag_id,
             room_id IS NOT NULL AS installed, count(*) AS n
        FROM new_rows GROUP BY 1, 2, 3, 4
      UNION ALL
      SELECT coalesce(fleet_id, 0), online, coalesce(tag_id, 0), room_id IS NOT NULL, -count(*)
        FROM old_rows GROUP BY 1, 2, 3, 4
    ) k
   GROUP BY 1, 2, 3, 4 HAVING sum(k.n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (fleet_id, online, tag_id, installed) DO UPDATE SET devices = fleet_device_counts.devices + excluded.devices;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO fleet_device_counts (fleet_id, online, tag_id, installed, devices)
SELECT coalesce(fleet_id, 0), online, coalesce(tag_id, 0), room_id IS NOT NULL, count(*)::int FROM devices GROUP BY 1, 2, 3, 4;
