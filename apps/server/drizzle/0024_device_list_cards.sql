ALTER TABLE "device_status" ADD COLUMN "status_alarms" text[] GENERATED ALWAYS AS (array_remove(array[
    case when jsonb_path_exists(ppp, '$[*] ? (@.up == false)') then 'line-down' end,
    case when disk_percent > 90 then 'disk' end,
    case when cpu_percent > 95 then 'cpu' end
  ], null)::text[]) STORED;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "list_card" text;--> statement-breakpoint
-- The device list's rows (issue 17 §1, decision 0034): each box keeps the start of its reply JSON,
-- the fields that change seldom (SN, names, holder and member tag, type, place, dates), so that a page
-- of 100 rows joins no holder, member tag or type row and writes no JSON for them; the list appends
-- what changes often or in bulk (tag, online, last report, alarms). One definition, here: the trigger
-- below writes the card when a box is created or what it copies changes on the box, the triggers after
-- it when a holder, member tag or type is renamed, and `reconcile` compares every card with it.
CREATE FUNCTION "device_list_card"(d "devices") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT left(row_to_json(r)::text, -1) FROM (
    SELECT d.id, d.sn, d.mac, d.name, coalesce(dt.name, '') AS device_type_name, d.member_id,
           coalesce(m.nickname, '') AS member_name, coalesce(m.mobile, '') AS member_mobile,
           coalesce(mt.name, '') AS member_tag_name, d.room_id, d.cabinet_id,
           coalesce(d.room_sort, '') AS jifang, coalesce(d.cabinet_sort, '') AS jigui,
           concat_ws(' / ', nullif(d.room_sort, ''), nullif(d.cabinet_sort, '')) AS room_info, d.isp,
           to_char(d.bound_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS bound_at,
           to_char(d.installed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS installed_at
      FROM (SELECT) one
      LEFT JOIN device_types dt ON dt.id = d.device_type_id
      LEFT JOIN members m ON m.id = d.member_id
      LEFT JOIN member_tags mt ON mt.id = m.member_tag_id
  ) r
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "devices_list_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.fleet_id := (SELECT coalesce(m.operator_id, m.id) FROM members m WHERE m.id = NEW.member_id);
  NEW.room_sort := (SELECT r.name FROM rooms r WHERE r.id = NEW.room_id);
  NEW.cabinet_sort := (SELECT c.name FROM rooms c WHERE c.id = NEW.cabinet_id);
  NEW.list_card := device_list_card(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Also on the place names, which a room's rename writes (rooms_sort_of_devices), and on the fields the
-- card copies. Not on tag_id, online or last_report_at: a move-tag of 10,000 boxes and every report
-- pay nothing for it.
DROP TRIGGER "devices_list_keys" ON "devices";
--> statement-breakpoint
CREATE TRIGGER "devices_list_keys"
  BEFORE INSERT OR UPDATE OF member_id, room_id, cabinet_id, room_sort, cabinet_sort, sn, mac, name,
                             device_type_id, isp, bound_at, installed_at ON "devices"
  FOR EACH ROW EXECUTE FUNCTION "devices_list_keys"();
--> statement-breakpoint
CREATE FUNCTION "list_cards_of_devices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'members' THEN
    UPDATE devices d SET list_card = device_list_card(d) WHERE d.member_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'member_tags' THEN
    UPDATE devices d SET list_card = device_list_card(d)
     WHERE d.member_id IN (SELECT m.id FROM members m WHERE m.member_tag_id = NEW.id);
  ELSIF TG_TABLE_NAME = 'device_types' THEN
    UPDATE devices d SET list_card = device_list_card(d) WHERE d.device_type_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "members_list_cards" AFTER UPDATE OF nickname, mobile, member_tag_id ON "members"
  FOR EACH ROW WHEN (OLD.nickname IS DISTINCT FROM NEW.nickname OR OLD.mobile IS DISTINCT FROM NEW.mobile
                     OR OLD.member_tag_id IS DISTINCT FROM NEW.member_tag_id)
  EXECUTE FUNCTION "list_cards_of_devices"();
--> statement-breakpoint
CREATE TRIGGER "member_tags_list_cards" AFTER UPDATE OF name ON "member_tags"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "list_cards_of_devices"();
--> statement-breakpoint
CREATE TRIGGER "device_types_list_cards" AFTER UPDATE OF name ON "device_types"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "list_cards_of_devices"();
--> statement-breakpoint
UPDATE "devices" d SET "list_card" = device_list_card(d);
