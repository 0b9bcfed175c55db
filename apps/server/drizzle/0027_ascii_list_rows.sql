-- The device list's rows go out in ASCII, every other character as a JSON \u escape (issue 17 §1).
-- A reply of 100 rows with Chinese names was a two-byte string in the server: the driver decoded it
-- from UTF-8 and the socket encoded it back (a bare Node server spent ~370 µs a request on such a page
-- against ~160 µs in ASCII; BENCHMARKS.md); ASCII text passes through both as plain copies. The
-- escaping is paid once when a card is written, not per read.
-- Characters beyond the BMP (an emoji in a nickname) become a surrogate pair, as JSON requires.
CREATE FUNCTION "json_ascii"(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN t !~ '[^\x01-\x7f]' THEN t ELSE (
    SELECT string_agg(
             CASE WHEN c !~ '[^\x01-\x7f]' THEN c
                  WHEN ascii(c) < 65536 THEN '\u' || lpad(to_hex(ascii(c)), 4, '0')
                  ELSE '\u' || to_hex(55296 + ((ascii(c) - 65536) >> 10))
                    || '\u' || to_hex(56320 + ((ascii(c) - 65536) & 1023)) END,
             '' ORDER BY n)
      FROM regexp_matches(t, '[\x01-\x7f]+|[^\x01-\x7f]', 'g') WITH ORDINALITY AS m(g, n),
           LATERAL (SELECT g[1] AS c) one
  ) END
$$;
--> statement-breakpoint
-- A text as a JSON string in ASCII (to_json of text gives the same for the same input: immutable).
CREATE FUNCTION "json_ascii_string"(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT json_ascii(to_json(t)::text)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "device_list_card"(d "devices") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_ascii(left(row_to_json(r)::text, -1)) FROM (
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
-- The cards written before: escaped in place (list_card is not among the columns that fire the
-- devices_list_keys trigger).
UPDATE "devices" SET "list_card" = json_ascii("list_card") WHERE "list_card" ~ '[^\x01-\x7f]';
--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "name_json" text GENERATED ALWAYS AS (json_ascii_string(name)) STORED;
