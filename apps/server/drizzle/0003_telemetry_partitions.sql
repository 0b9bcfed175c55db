-- Raw samples partitioned by Asia/Shanghai day (docs/decisions/0011-raw-samples-partitioned-by-day.md):
-- dropping a whole day is how the 40-day retention stays cheap. The partition key is in the primary
-- key, so ingestion's ON CONFLICT (device_id, bucket_start) keeps working unchanged. Partitions are
-- named device_samples_pYYYYMMDD after their Shanghai day; the telemetry-partitions job creates the
-- coming days and drops the expired ones by that name.
ALTER TABLE "device_samples" RENAME TO "device_samples_unpartitioned";
--> statement-breakpoint
ALTER TABLE "device_samples_unpartitioned" RENAME CONSTRAINT "device_samples_device_id_bucket_start_pk" TO "device_samples_unpartitioned_pk";
--> statement-breakpoint
CREATE TABLE "device_samples" (
	"device_id" integer NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"bytes_up" bigint NOT NULL,
	"bytes_down" bigint NOT NULL,
	"lines" jsonb,
	CONSTRAINT "device_samples_device_id_bucket_start_pk" PRIMARY KEY("device_id","bucket_start")
) PARTITION BY RANGE ("bucket_start");
--> statement-breakpoint
-- A sample for a day nobody made a partition for (a box with a wrong clock, a missed job run) lands
-- here instead of failing the report; the job moves such rows once their day gets a partition.
CREATE TABLE "device_samples_default" PARTITION OF "device_samples" DEFAULT;
--> statement-breakpoint
-- One partition per Shanghai day that holds samples, made before the copy so no row goes to default.
DO $$
DECLARE
	d date;
BEGIN
	FOR d IN
		SELECT DISTINCT ("bucket_start" AT TIME ZONE 'Asia/Shanghai')::date FROM "device_samples_unpartitioned"
	LOOP
		EXECUTE format(
			'CREATE TABLE %I PARTITION OF "device_samples" FOR VALUES FROM (%L) TO (%L)',
			'device_samples_p' || to_char(d, 'YYYYMMDD'),
			d::timestamp AT TIME ZONE 'Asia/Shanghai',
			(d + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'
		);
	END LOOP;
END
$$;
--> statement-breakpoint
INSERT INTO "device_samples" ("device_id", "bucket_start", "bytes_up", "bytes_down", "lines")
SELECT "device_id", "bucket_start", "bytes_up", "bytes_down", "lines" FROM "device_samples_unpartitioned";
--> statement-breakpoint
DROP TABLE "device_samples_unpartitioned";
