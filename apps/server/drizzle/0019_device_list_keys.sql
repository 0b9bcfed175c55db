CREATE TABLE "device_counts" (
	"member_id" integer NOT NULL,
	"online" boolean NOT NULL,
	"tag_id" integer NOT NULL,
	"devices" integer NOT NULL,
	CONSTRAINT "device_counts_member_id_online_tag_id_pk" PRIMARY KEY("member_id","online","tag_id")
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "fleet_id" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "room_sort" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "cabinet_sort" text;--> statement-breakpoint
-- The list's keys kept on the box (issue 17 §1), first for the boxes there are, then by the database
-- for every writer: a box's fleet and place names when it is created or its holder, room or cabinet
-- is set; every box of a member whose operator changes; every box of a room or cabinet renamed.
UPDATE "devices" d SET
  "fleet_id" = (SELECT coalesce(m.operator_id, m.id) FROM members m WHERE m.id = d.member_id),
  "room_sort" = (SELECT r.name FROM rooms r WHERE r.id = d.room_id),
  "cabinet_sort" = (SELECT c.name FROM rooms c WHERE c.id = d.cabinet_id);
--> statement-breakpoint
CREATE FUNCTION "devices_list_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.fleet_id := (SELECT coalesce(m.operator_id, m.id) FROM members m WHERE m.id = NEW.member_id);
  NEW.room_sort := (SELECT r.name FROM rooms r WHERE r.id = NEW.room_id);
  NEW.cabinet_sort := (SELECT c.name FROM rooms c WHERE c.id = NEW.cabinet_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "devices_list_keys" BEFORE INSERT OR UPDATE OF member_id, room_id, cabinet_id ON "devices"
  FOR EACH ROW EXECUTE FUNCTION "devices_list_keys"();
--> statement-breakpoint
CREATE FUNCTION "members_fleet_of_devices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE devices SET fleet_id = coalesce(NEW.operator_id, NEW.id)
   WHERE member_id = NEW.id AND fleet_id IS DISTINCT FROM coalesce(NEW.operator_id, NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "members_fleet_of_devices" AFTER UPDATE OF operator_id ON "members"
  FOR EACH ROW WHEN (OLD.operator_id IS DISTINCT FROM NEW.operator_id) EXECUTE FUNCTION "members_fleet_of_devices"();
--> statement-breakpoint
CREATE FUNCTION "rooms_sort_of_devices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE devices SET room_sort = NEW.name WHERE room_id = NEW.id;
  UPDATE devices SET cabinet_sort = NEW.name WHERE cabinet_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rooms_sort_of_devices" AFTER UPDATE OF name ON "rooms"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "rooms_sort_of_devices"();
--> statement-breakpoint
-- Kept by every statement that writes devices, whatever code sends it (issue 17 §1): one aggregated
-- delta per statement from its transition tables, never a trigger per row. The rows touched are
-- upserted in key order, so two statements never lock the same counts in opposite orders.
CREATE FUNCTION "device_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO device_counts (member_id, online, tag_id, devices)
  SELECT coalesce(member_id, 0), online, coalesce(tag_id, 0), count(*)::int
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (member_id, online, tag_id) DO UPDATE SET devices = device_counts.devices + excluded.devices;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "device_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO device_counts (member_id, online, tag_id, devices)
  SELECT coalesce(member_id, 0), online, coalesce(tag_id, 0), -count(*)::int
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (member_id, online, tag_id) DO UPDATE SET devices = device_counts.devices + excluded.devices;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Most updates (a report's last_report_at, a rename) change none of the three keys: the two sides
-- cancel and nothing is written. Each side is aggregated on its own (no join of the transition tables,
-- which the planner cannot estimate: a move-tag of 10,000 boxes took 16 s joined).
CREATE FUNCTION "device_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO device_counts (member_id, online, tag_id, devices)
  SELECT k.member_id, k.online, k.tag_id, sum(k.n)::int
    FROM (
      SELECT coalesce(member_id, 0) AS member_id, online, coalesce(tag_id, 0) AS tag_id, count(*) AS n
        FROM new_rows GROUP BY 1, 2, 3
      UNION ALL
      SELECT coalesce(member_id, 0), online, coalesce(tag_id, 0), -count(*) FROM old_rows GROUP BY 1, 2, 3
    ) k
   GROUP BY 1, 2, 3 HAVING sum(k.n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (member_id, online, tag_id) DO UPDATE SET devices = device_counts.devices + excluded.devices;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "devices_counts_insert" AFTER INSERT ON "devices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "device_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "devices_counts_delete" AFTER DELETE ON "devices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "device_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "devices_counts_update" AFTER UPDATE ON "devices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "device_counts_updated"();
--> statement-breakpoint
INSERT INTO device_counts (member_id, online, tag_id, devices)
SELECT coalesce(member_id, 0), online, coalesce(tag_id, 0), count(*)::int FROM devices GROUP BY 1, 2, 3;
