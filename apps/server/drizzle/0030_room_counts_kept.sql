-- Move-tag of 10,000 boxes ≤ 300 ms (issue 17): a tag change writes each moved box's row again with
-- an entry in every index of devices (the tag is in the list indexes, so the update is never HOT).
-- The indexes on the tag, the room and the cabinet alone cost it ~35 % (EXPLAIN ANALYZE on the
-- benchmark's fleet, 2026-11-28: 265 → 169 ms without them). They served counts and rare lookups:
-- - a tag's boxes (the tag lists' counts, deleting a tag): from the counts kept per fleet, which get an
--   index on the tag;
-- - a room's or a cabinet's boxes (the rooms lists' counts, the room-delete check): from the counts
--   kept here per room, holder and online state, by the same statement triggers as the fleet's
--   (decision 0027). A box counts under its room and, when racked in one, under its cabinet;
-- - a template applied to rooms finds their boxes through the owner's fleet (its holders' index).
CREATE TABLE "room_device_counts" (
	"room_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"online" boolean NOT NULL,
	"devices" integer NOT NULL,
	CONSTRAINT "room_device_counts_room_id_member_id_online_pk" PRIMARY KEY("room_id","member_id","online")
);
--> statement-breakpoint
DROP INDEX "devices_tag_idx";--> statement-breakpoint
DROP INDEX "devices_room_idx";--> statement-breakpoint
DROP INDEX "devices_cabinet_idx";--> statement-breakpoint
CREATE INDEX "fleet_device_counts_tag_idx" ON "fleet_device_counts" USING btree ("tag_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "device_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH k AS (
    SELECT coalesce(member_id, 0) AS member_id, coalesce(fleet_id, 0) AS fleet_id, online,
           coalesce(tag_id, 0) AS tag_id, room_id IS NOT NULL AS installed, room_id, cabinet_id,
           count(*)::int AS n
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7
  ), by_member AS (
    INSERT INTO device_counts (member_id, online, tag_id, installed, devices)
    SELECT member_id, online, tag_id, installed, sum(n)::int FROM k GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (member_id, online, tag_id, installed) DO UPDATE SET devices = device_counts.devices + excluded.devices
  ), by_room AS (
    INSERT INTO room_device_counts (room_id, member_id, online, devices)
    SELECT place, member_id, online, sum(n)::int
      FROM (SELECT room_id AS place, member_id, online, n FROM k WHERE room_id IS NOT NULL
            UNION ALL SELECT cabinet_id, member_id, online, n FROM k WHERE cabinet_id IS NOT NULL) p
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (room_id, member_id, online) DO UPDATE SET devices = room_device_counts.devices + excluded.devices
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
           coalesce(tag_id, 0) AS tag_id, room_id IS NOT NULL AS installed, room_id, cabinet_id,
           -count(*)::int AS n
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7
  ), by_member AS (
    INSERT INTO device_counts (member_id, online, tag_id, installed, devices)
    SELECT member_id, online, tag_id, installed, sum(n)::int FROM k GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (member_id, online, tag_id, installed) DO UPDATE SET devices = device_counts.devices + excluded.devices
  ), by_room AS (
    INSERT INTO room_device_counts (room_id, member_id, online, devices)
    SELECT place, member_id, online, sum(n)::int
      FROM (SELECT room_id AS place, member_id, online, n FROM k WHERE room_id IS NOT NULL
            UNION ALL SELECT cabinet_id, member_id, online, n FROM k WHERE cabinet_id IS NOT NULL) p
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (room_id, member_id, online) DO UPDATE SET devices = room_device_counts.devices + excluded.devices
  )
  INSERT INTO fleet_device_counts (fleet_id, online, tag_id, installed, devices)
  SELECT fleet_id, online, tag_id, installed, sum(n)::int FROM k GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (fleet_id, online, tag_id, installed) DO UPDATE SET devices = fleet_device_counts.devices + excluded.devices;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update that changes no key (a report's last_report_at, a tag move within a room) cancels out per
-- room as it does per fleet: nothing is written there. The rooms are counted only after a statement
-- that sets a box's room, cabinet, holder or online state (marked by the statement trigger below):
-- grouping by room and cabinet is nearly a group per box, ~25 ms of a move-tag of 10,000 boxes that
-- can change no room's count.
CREATE FUNCTION "devices_placed_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('nodebao.devices_placed', 'yes', true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "devices_placed_mark" BEFORE UPDATE OF room_id, cabinet_id, member_id, online ON "devices"
  FOR EACH STATEMENT EXECUTE FUNCTION "devices_placed_mark"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "device_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('nodebao.devices_placed', true) IS DISTINCT FROM 'yes' THEN
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
  END IF;
  PERFORM set_config('nodebao.devices_placed', '', true);
  WITH k AS (
    SELECT member_id, fleet_id, online, tag_id, installed, room_id, cabinet_id, sum(n)::int AS n
      FROM (
        SELECT coalesce(member_id, 0) AS member_id, coalesce(fleet_id, 0) AS fleet_id, online,
               coalesce(tag_id, 0) AS tag_id, room_id IS NOT NULL AS installed, room_id, cabinet_id,
               count(*) AS n
          FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7
        UNION ALL
        SELECT coalesce(member_id, 0), coalesce(fleet_id, 0), online, coalesce(tag_id, 0),
               room_id IS NOT NULL, room_id, cabinet_id, -count(*)
          FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7
      ) d
     GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(n) <> 0
  ), by_member AS (
    INSERT INTO device_counts (member_id, online, tag_id, installed, devices)
    SELECT member_id, online, tag_id, installed, sum(n)::int FROM k GROUP BY 1, 2, 3, 4
    HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (member_id, online, tag_id, installed) DO UPDATE SET devices = device_counts.devices + excluded.devices
  ), by_room AS (
    INSERT INTO room_device_counts (room_id, member_id, online, devices)
    SELECT place, member_id, online, sum(n)::int
      FROM (SELECT room_id AS place, member_id, online, n FROM k WHERE room_id IS NOT NULL
            UNION ALL SELECT cabinet_id, member_id, online, n FROM k WHERE cabinet_id IS NOT NULL) p
     GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (room_id, member_id, online) DO UPDATE SET devices = room_device_counts.devices + excluded.devices
  )
  INSERT INTO fleet_device_counts (fleet_id, online, tag_id, installed, devices)
  SELECT fleet_id, online, tag_id, installed, sum(n)::int FROM k GROUP BY 1, 2, 3, 4
  HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (fleet_id, online, tag_id, installed) DO UPDATE SET devices = fleet_device_counts.devices + excluded.devices;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO room_device_counts (room_id, member_id, online, devices)
SELECT place, member_id, online, count(*)::int
  FROM (SELECT room_id AS place, coalesce(member_id, 0) AS member_id, online FROM devices WHERE room_id IS NOT NULL
        UNION ALL
        SELECT cabinet_id, coalesce(member_id, 0), online FROM devices WHERE cabinet_id IS NOT NULL) p
 GROUP BY 1, 2, 3;
