CREATE TABLE "reconciliation_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seconds" real NOT NULL,
	"problems" integer NOT NULL,
	"first_problems" jsonb NOT NULL,
	"device_days" bigint NOT NULL
);
