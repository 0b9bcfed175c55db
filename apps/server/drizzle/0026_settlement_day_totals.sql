CREATE TABLE "settlement_day_totals" (
	"day" date NOT NULL,
	"member_id" integer NOT NULL,
	"devices" integer NOT NULL,
	"income_fen" bigint NOT NULL,
	CONSTRAINT "settlement_day_totals_day_member_id_pk" PRIMARY KEY("day","member_id")
);
--> statement-breakpoint
-- Kept by every statement that writes settlement parts, whatever code sends it (the settlement; tests
-- and benchmarks that write parts directly): one aggregated delta per statement from its transition
-- tables, upserted in key order, as the device counts (0019). Parts are only ever added; the delete
-- trigger keeps the totals right should any be removed.
CREATE FUNCTION "settlement_day_totals_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO settlement_day_totals AS k (day, member_id, devices, income_fen)
    SELECT day, member_id, count(*)::int, sum(income_fen)::bigint FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, member_id) DO UPDATE
      SET devices = k.devices + excluded.devices, income_fen = k.income_fen + excluded.income_fen;
  ELSE
    INSERT INTO settlement_day_totals AS k (day, member_id, devices, income_fen)
    SELECT day, member_id, -count(*)::int, -sum(income_fen)::bigint FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, member_id) DO UPDATE
      SET devices = k.devices + excluded.devices, income_fen = k.income_fen + excluded.income_fen;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "device_settlements_totals_insert" AFTER INSERT ON "device_settlements"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "settlement_day_totals_changed"();
--> statement-breakpoint
CREATE TRIGGER "device_settlements_totals_delete" AFTER DELETE ON "device_settlements"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "settlement_day_totals_changed"();
--> statement-breakpoint
INSERT INTO settlement_day_totals (day, member_id, devices, income_fen)
SELECT day, member_id, count(*)::int, sum(income_fen)::bigint FROM device_settlements GROUP BY 1, 2;
