CREATE TABLE "install_record_counts" (
	"member_id" integer NOT NULL,
	"action" varchar(16) NOT NULL,
	"records" integer NOT NULL,
	CONSTRAINT "install_record_counts_member_id_action_pk" PRIMARY KEY("member_id","action")
);
--> statement-breakpoint
-- The install-record list's totals (issue 17 §1): an operator's total is the sum of its holders' rows
-- here, not a count of its records on every page (10,803 for the benchmark's big operator: 22 ms).
-- One aggregated delta per statement, upserted in key order, as the device counts (0019). Records are
-- only ever added; the delete trigger keeps the counts right should one ever be removed.
CREATE FUNCTION "install_record_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO install_record_counts (member_id, action, records)
    SELECT coalesce(member_id, 0), action, count(*)::int FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (member_id, action) DO UPDATE SET records = install_record_counts.records + excluded.records;
  ELSE
    INSERT INTO install_record_counts (member_id, action, records)
    SELECT coalesce(member_id, 0), action, -count(*)::int FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (member_id, action) DO UPDATE SET records = install_record_counts.records + excluded.records;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "install_records_counts_insert" AFTER INSERT ON "install_records"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "install_record_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "install_records_counts_delete" AFTER DELETE ON "install_records"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "install_record_counts_changed"();
--> statement-breakpoint
INSERT INTO install_record_counts (member_id, action, records)
SELECT coalesce(member_id, 0), action, count(*)::int FROM install_records GROUP BY 1, 2;
