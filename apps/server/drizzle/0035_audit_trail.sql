CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_role" varchar(16) NOT NULL,
	"ip" varchar(64),
	"request_id" varchar(64),
	"call" varchar(128) NOT NULL,
	"action" varchar(64),
	"object_table" varchar(48) NOT NULL,
	"object_ids" text[] NOT NULL,
	"object_count" integer NOT NULL,
	"operation" varchar(8) NOT NULL,
	"changes" jsonb NOT NULL,
	"member_ids" integer[] NOT NULL,
	"fleet_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_table_idx" ON "audit_events" USING btree ("object_table","id");--> statement-breakpoint
CREATE INDEX "audit_events_object_idx" ON "audit_events" USING gin ("object_ids");--> statement-breakpoint
CREATE INDEX "audit_events_fleet_idx" ON "audit_events" USING gin ("fleet_ids");--> statement-breakpoint
CREATE INDEX "audit_events_member_idx" ON "audit_events" USING gin ("member_ids");--> statement-breakpoint
-- The trail is append-only for everyone who reaches the table through the application (ASVS 16.4):
-- correcting a row means writing another. Only a superuser dropping the trigger could change it.
CREATE FUNCTION "audit_events_refuse"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse"();
--> statement-breakpoint
-- One trail row per statement of a person's call that changed an audited table (decision 0043): the
-- objects it changed and, for each, the fields that moved. The request says who it is in the
-- transaction-local setting `nodebao.audit` (JSON: actor, role, ip, request, call, action); a
-- statement without it (jobs, settlement, boxes reporting) is not a person's and writes no row.
-- Set-based over the statement's transition tables: a move of 10,000 boxes is one row and one pass,
-- where a row trigger cost ~0.2 ms a box (the 10,000-box move-tag took 4× as long).
-- Arguments: the key column, whose column ('member_id', 'id' for members, 'device:device_id' for a
-- box's rows, '' for none), the columns whose values are secret (shown only as changed), and the
-- columns the system keeps (never a person's change: probes, counters, derived marks).
-- A person's account and name in the trail as the console shows them elsewhere: enough to tell two
-- apart (138****0001, 张*), not enough to use. Operators read their members' rows.
CREATE FUNCTION "audit_mask"(v text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN v IS NULL THEN NULL
              WHEN char_length(v) <= 2 THEN left(v, 1) || '*'
              WHEN char_length(v) <= 7 THEN left(v, 1) || repeat('*', char_length(v) - 2) || right(v, 1)
              ELSE left(v, 3) || '****' || right(v, 4) END
$$;
--> statement-breakpoint
CREATE FUNCTION "audit_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_column text := TG_ARGV[0];
  whose text := TG_ARGV[1];
  secret text[] := string_to_array(TG_ARGV[2], ',');
  kept text[] := string_to_array(TG_ARGV[3], ',');
  -- The row before (o) and after (n), as the statement's transition tables name them.
  side text := CASE TG_OP WHEN 'INSERT' THEN 'n' ELSE 'o' END;
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'new_rows n'
    WHEN 'DELETE' THEN 'old_rows o'
    ELSE format('old_rows o JOIN new_rows n ON n.%1$I = o.%1$I', key_column)
  END;
  fields text;
  owners text;
BEGIN
  -- What moved in each row, column by column in their own types (no row turned into JSON whole):
  -- {column: [before, after]} of the columns that changed; a row made or removed names its non-empty
  -- columns; secrets only show that they changed; what the system keeps is left out.
  SELECT 'jsonb_strip_nulls(jsonb_build_object(' || string_agg(format('%L, %s', a.attname,
           CASE TG_OP
             WHEN 'UPDATE' THEN format('CASE WHEN o.%1$I IS DISTINCT FROM n.%1$I THEN jsonb_build_array(%2$s, %3$s) END',
                                       a.attname, shown.before, shown.after)
             WHEN 'INSERT' THEN format('CASE WHEN n.%1$I IS NOT NULL THEN jsonb_build_array(NULL, %2$s) END',
                                       a.attname, shown.after)
             ELSE format('CASE WHEN o.%1$I IS NOT NULL THEN jsonb_build_array(%2$s, NULL) END', a.attname, shown.before)
           END), ', ' ORDER BY a.attnum) || '))'
    INTO fields
    FROM pg_attribute a,
         -- A secret shows only that it changed; a `~column` shows masked (audit_mask).
         LATERAL (SELECT CASE WHEN a.attname = ANY(secret) THEN format('CASE WHEN o.%I IS NOT NULL THEN ''***'' END', a.attname)
                              WHEN '~' || a.attname = ANY(secret) THEN format('audit_mask(o.%I::text)', a.attname)
                              ELSE format('o.%I', a.attname) END AS before,
                         CASE WHEN a.attname = ANY(secret) THEN format('CASE WHEN n.%I IS NOT NULL THEN ''***'' END', a.attname)
                              WHEN '~' || a.attname = ANY(secret) THEN format('audit_mask(n.%I::text)', a.attname)
                              ELSE format('n.%I', a.attname) END AS after) shown
   WHERE a.attrelid = TG_RELID AND a.attnum > 0 AND NOT a.attisdropped AND a.attname <> ALL(kept);

  -- Whose data each row is, before and after (a box moved between members names both).
  owners := CASE
    WHEN whose = '' THEN '''{}''::int[]'
    WHEN whose LIKE 'device:%' THEN format(
      'ARRAY(SELECT d.member_id FROM devices d WHERE d.id = %s.%I AND d.member_id IS NOT NULL)', side, substr(whose, 8))
    WHEN TG_OP = 'UPDATE' THEN format('ARRAY(SELECT DISTINCT m FROM unnest(ARRAY[o.%1$I, n.%1$I]) m WHERE m IS NOT NULL)', whose)
    ELSE format('array_remove(ARRAY[%s.%I], NULL)', side, whose)
  END;

  EXECUTE format($sql$
    WITH moved AS MATERIALIZED (
      SELECT %1$s.%2$I::text AS object_id, %3$s AS fields, %4$s AS member_ids FROM %5$s
    ), changed AS (
      -- An update that moved only what the system keeps is no one's action.
      SELECT * FROM moved WHERE fields <> '{}'::jsonb
    ), whose AS (
      SELECT DISTINCT unnest(member_ids) AS member_id FROM changed
    ), fleet_of AS (
      -- Each member's fleet as it is at the time of the change: a member who later leaves a fleet
      -- does not take its past out of that operator's trail, nor bring it into the next one's.
      SELECT w.member_id, array_remove(ARRAY[m.operator_id, CASE WHEN m.is_operator THEN m.id END], NULL) AS fleets
        FROM whose w JOIN members m ON m.id = w.member_id
    ), objects AS (
      SELECT c.object_id, c.fields, c.member_ids,
             coalesce((SELECT array_agg(DISTINCT f ORDER BY f)
                         FROM unnest(c.member_ids) x JOIN fleet_of fo ON fo.member_id = x, unnest(fo.fleets) f), '{}') AS fleet_ids
        FROM changed c
    )
    INSERT INTO audit_events (actor_id, actor_role, ip, request_id, call, action, object_table, object_ids,
                              object_count, operation, changes, member_ids, fleet_ids)
    SELECT ($1 ->> 'actor')::int, $1 ->> 'role', left($1 ->> 'ip', 64), left($1 ->> 'request', 64),
           left($1 ->> 'call', 128), left($1 ->> 'action', 64), $2,
           array_agg(object_id ORDER BY object_id), count(*), $3,
           -- Each object with whose it is and their fleets: a statement over boxes of two fleets is read
           -- by each operator for its own objects only.
           jsonb_object_agg(object_id, jsonb_build_object('fields', fields, 'members', to_jsonb(member_ids),
                                                          'fleets', to_jsonb(fleet_ids))),
           coalesce((SELECT array_agg(member_id ORDER BY member_id) FROM whose), '{}'),
           coalesce((SELECT array_agg(DISTINCT f ORDER BY f) FROM fleet_of, unnest(fleets) f), '{}')
      FROM objects
    HAVING count(*) > 0
  $sql$, side, key_column, fields, owners, source)
  USING current_setting('nodebao.audit', true)::jsonb, TG_TABLE_NAME, lower(TG_OP);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "withdrawals_audit_insert" AFTER INSERT ON "withdrawals" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '~payee_account,~payee_name', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER "withdrawals_audit_update" AFTER UPDATE ON "withdrawals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '~payee_account,~payee_name', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER "withdrawals_audit_delete" AFTER DELETE ON "withdrawals" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '~payee_account,~payee_name', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER "points_withdrawals_audit_insert" AFTER INSERT ON "points_withdrawals" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "points_withdrawals_audit_update" AFTER UPDATE ON "points_withdrawals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "points_withdrawals_audit_delete" AFTER DELETE ON "points_withdrawals" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_audit_insert" AFTER INSERT ON "ledger_accounts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_audit_update" AFTER UPDATE ON "ledger_accounts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_audit_delete" AFTER DELETE ON "ledger_accounts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_audit_insert" AFTER INSERT ON "ledger_transfers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_audit_update" AFTER UPDATE ON "ledger_transfers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_audit_delete" AFTER DELETE ON "ledger_transfers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "payee_accounts_audit_insert" AFTER INSERT ON "payee_accounts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '~account,~real_name', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER "payee_accounts_audit_update" AFTER UPDATE ON "payee_accounts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '~account,~real_name', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER "payee_accounts_audit_delete" AFTER DELETE ON "payee_accounts" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '~account,~real_name', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER "orders_audit_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', 'code_url');
--> statement-breakpoint
CREATE TRIGGER "orders_audit_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', 'code_url');
--> statement-breakpoint
CREATE TRIGGER "orders_audit_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', 'code_url');
--> statement-breakpoint
CREATE TRIGGER "activation_codes_audit_insert" AFTER INSERT ON "activation_codes" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "activation_codes_audit_update" AFTER UPDATE ON "activation_codes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "activation_codes_audit_delete" AFTER DELETE ON "activation_codes" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "params_audit_insert" AFTER INSERT ON "params" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('key', '', '', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER "params_audit_update" AFTER UPDATE ON "params" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('key', '', '', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER "params_audit_delete" AFTER DELETE ON "params" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('key', '', '', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER "device_types_audit_insert" AFTER INSERT ON "device_types" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "device_types_audit_update" AFTER UPDATE ON "device_types" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "device_types_audit_delete" AFTER DELETE ON "device_types" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', '', '', '');
--> statement-breakpoint
CREATE TRIGGER "members_audit_insert" AFTER INSERT ON "members" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'id', 'password_hash', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER "members_audit_update" AFTER UPDATE ON "members" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'id', 'password_hash', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER "members_audit_delete" AFTER DELETE ON "members" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'id', 'password_hash', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER "second_factors_audit_insert" AFTER INSERT ON "second_factors" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('member_id', 'member_id', 'secret_sealed', 'last_step');
--> statement-breakpoint
CREATE TRIGGER "second_factors_audit_update" AFTER UPDATE ON "second_factors" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('member_id', 'member_id', 'secret_sealed', 'last_step');
--> statement-breakpoint
CREATE TRIGGER "second_factors_audit_delete" AFTER DELETE ON "second_factors" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('member_id', 'member_id', 'secret_sealed', 'last_step');
--> statement-breakpoint
CREATE TRIGGER "coop_applications_audit_insert" AFTER INSERT ON "coop_applications" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "coop_applications_audit_update" AFTER UPDATE ON "coop_applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "coop_applications_audit_delete" AFTER DELETE ON "coop_applications" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "cdn_servers_audit_insert" AFTER INSERT ON "cdn_servers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', 'reachable,last_checked_at,fail_streak,alerted,updated_at');
--> statement-breakpoint
CREATE TRIGGER "cdn_servers_audit_update" AFTER UPDATE ON "cdn_servers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', 'reachable,last_checked_at,fail_streak,alerted,updated_at');
--> statement-breakpoint
CREATE TRIGGER "cdn_servers_audit_delete" AFTER DELETE ON "cdn_servers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', 'reachable,last_checked_at,fail_streak,alerted,updated_at');
--> statement-breakpoint
CREATE TRIGGER "flash_applications_audit_insert" AFTER INSERT ON "flash_applications" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "flash_applications_audit_update" AFTER UPDATE ON "flash_applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "flash_applications_audit_delete" AFTER DELETE ON "flash_applications" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "devices_audit_insert" AFTER INSERT ON "devices" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', 'secret_enc', 'last_report_at,online,last_signed_ts,list_card,status_alarms,low_value95_on,fleet_id,room_sort,cabinet_sort');
--> statement-breakpoint
CREATE TRIGGER "devices_audit_update" AFTER UPDATE ON "devices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', 'secret_enc', 'last_report_at,online,last_signed_ts,list_card,status_alarms,low_value95_on,fleet_id,room_sort,cabinet_sort');
--> statement-breakpoint
CREATE TRIGGER "devices_audit_delete" AFTER DELETE ON "devices" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', 'secret_enc', 'last_report_at,online,last_signed_ts,list_card,status_alarms,low_value95_on,fleet_id,room_sort,cabinet_sort');
--> statement-breakpoint
CREATE TRIGGER "device_holdings_audit_insert" AFTER INSERT ON "device_holdings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "device_holdings_audit_update" AFTER UPDATE ON "device_holdings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "device_holdings_audit_delete" AFTER DELETE ON "device_holdings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'member_id', '', '');
--> statement-breakpoint
CREATE TRIGGER "device_commands_audit_insert" AFTER INSERT ON "device_commands" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'device:device_id', '', 'delivered_at,acked_at,result');
--> statement-breakpoint
CREATE TRIGGER "device_commands_audit_update" AFTER UPDATE ON "device_commands" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'device:device_id', '', 'delivered_at,acked_at,result');
--> statement-breakpoint
CREATE TRIGGER "device_commands_audit_delete" AFTER DELETE ON "device_commands" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT WHEN (coalesce(current_setting('nodebao.audit', true), '') <> '') EXECUTE FUNCTION "audit_write"('id', 'device:device_id', '', 'delivered_at,acked_at,result');
