CREATE TABLE "fleet_device_counts" (
	"fleet_id" integer NOT NULL,
	"online" boolean NOT NULL,
	"tag_id" integer NOT NULL,
	"installed" boolean NOT NULL,
	"devices" integer NOT NULL,
	CONSTRAINT "fleet_device_counts_fleet_id_online_tag_id_installed_pk" PRIMARY KEY("fleet_id","online","tag_id","installed")
);
--> statement-breakpoint
-- The device counts per fleet (issue 17 §1): an operator's list and home read their counts here.
-- Kept by the statement triggers of migrations 0019/0021, beside the per-member counts: each
-- statement's transition tables are aggregated once, by member and fleet together, and that one
-- delta is upserted into both tables in key order (every writer takes them in the same order, so no
-- two statements wait on each other crosswise). Most updates (a report's last_report_at) change no
-- key: the two sides cancel and nothing is written. A box changing fleet (its member's operator
-- changed: members_fleet_of_devices) is an update of devices.fleet_id, so its counts move with it.
-- Ingestion is not slower for it (raw batches of 100 on the benchmark's fleet, medians of 5
-- alternated rounds: 6,059 reports/s with the per-member counts only, 6,495 with both).
CREATE OR REPLACE FUNCTION "device_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH k AS (
    SELECT coalesce(member_id, 0) AS member_id, coalesce(fleet_id, 0) AS fleet_id, online,
           coalesce(tag_id, 0) AS tag_id, room_id IS NOT NULL AS installed, count(*)::int AS n
      FROM new_rows GROUP BY 1, 2, 3, 4, 5
  ), by_member AS (
    INSERT INTO device_counts (member_id, online, tag_id, installed, devices)
    SELECT member_id, online, tag_id, installed, sum(n)::int FROM k GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (member_id, online, tag_id, installed) DO UPDATE SET devices = device_counts.devices + excluded.devices
  )
  INSERT INTO fleet_device_counts (fleet_id, online, tag_id, installed, devices)
  SELECT fleet_id, online, tag_id, installed, sum(n)::int FROM k GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (fleet_id, online, tag_id, installed) DO UPDATE SET devices = fleet_device_counts.devices + excluded.devices;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "device_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH k AS (
    SELECT coalesce(member_id, 0) AS member_id, coalesce(fleet_id, 0) AS fleet_id, online,
           coalesce(tag_id, 0) AS tag_id, room_id IS NOT NULL AS installed, -count(*)::int AS n
      FROM old_rows GROUP BY 1, 2, 3, 4, 5
  ), by_member AS (
    INSERT INTO device_counts (member_id, online, tag_id, installed, devices)
    SELECT member_id, online, tag_id, installed, sum(n)::int FROM k GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (member_id, online, tag_id, installed) DO UPDATE SET devices = device_counts.devices + excluded.devices
  )
  INSERT INTO fleet_device_counts (fleet_id, online, tag_id, installed, devices)
  SELECT fleet_id, online, tag_id, installed, sum(n)::int FROM k GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (fleet_id, online, tag_id, installed) DO UPDATE SET devices = fleet_device_counts.devices + excluded.devices;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "device_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH k AS (
    SELECT member_id, fleet_id, online, tag_id, installed, sum(n)::int AS n
      FROM (
        SELECT coalesce(member_id, 0) AS member_id, coalesce(fleet_id, 0) AS fleet_id, online,
               coalesce(tag_id, 0) AS tag_id, room_id IS NOT NULL AS installed, count(*) AS n
          FROM new_rows GROUP BY 1, 2, 3, 4, 5
        UNION ALL
        SELECT coalesce(member_id, 0), coalesce(fleet_id, 0), online, coalesce(tag_id, 0),
               room_id IS NOT NULL, -count(*)
          FROM old_rows GROUP BY 1, 2, 3, 4, 5
      ) d
     GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0
  ), by_member AS (
    INSERT INTO device_counts (member_id, online, tag_id, installed, devices)
    SELECT member_id, online, tag_id, installed, sum(n)::int FROM k GROUP BY 1, 2, 3, 4
    HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (member_id, online, tag_id, installed) DO UPDATE SET devices = device_counts.devices + excluded.devices
  )
  INSERT INTO fleet_device_counts (fleet_id, online, tag_id, installed, devices)
  SELECT fleet_id, online, tag_id, installed, sum(n)::int FROM k GROUP BY 1, 2, 3, 4
  HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (fleet_id, online, tag_id, installed) DO UPDATE SET devices = fleet_device_counts.devices + excluded.devices;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO fleet_device_counts (fleet_id, online, tag_id, installed, devices)
SELECT coalesce(fleet_id, 0), online, coalesce(tag_id, 0), room_id IS NOT NULL, count(*)::int FROM devices GROUP BY 1, 2, 3, 4;
