-- The status alarms of a box's last reported status, kept on the box (issue 17 §1): the device list
-- joined a status row per box to read them (~20 % of its statement), the abnormal filter and the
-- home's count looked one up per box. The database copies them whenever a status row is written or
-- removed, so ingestion, handover, the seeds and the tests keep them without remembering to (as the
-- list's counts and keys: decision 0027). One statement per write: only boxes whose alarms changed
-- are updated, and a report that changes none (nearly all) updates no box at all.
ALTER TABLE "devices" ADD COLUMN "status_alarms" text[];
--> statement-breakpoint
CREATE FUNCTION "device_status_alarms_copied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The check first: an update of devices that matches no row still runs its statement triggers.
  IF EXISTS (SELECT 1 FROM new_rows n JOIN devices d ON d.id = n.device_id
              WHERE d.status_alarms IS DISTINCT FROM n.status_alarms) THEN
    UPDATE devices d SET status_alarms = n.status_alarms
      FROM new_rows n
     WHERE d.id = n.device_id AND d.status_alarms IS DISTINCT FROM n.status_alarms;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "device_status_alarms_cleared"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows o JOIN devices d ON d.id = o.device_id WHERE d.status_alarms IS NOT NULL) THEN
    UPDATE devices d SET status_alarms = NULL
      FROM old_rows o
     WHERE d.id = o.device_id AND d.status_alarms IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "device_status_alarms_insert" AFTER INSERT ON "device_status"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "device_status_alarms_copied"();
--> statement-breakpoint
CREATE TRIGGER "device_status_alarms_update" AFTER UPDATE ON "device_status"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "device_status_alarms_copied"();
--> statement-breakpoint
CREATE TRIGGER "device_status_alarms_delete" AFTER DELETE ON "device_status"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "device_status_alarms_cleared"();
--> statement-breakpoint
UPDATE devices d SET status_alarms = s.status_alarms FROM device_status s WHERE s.device_id = d.id;
