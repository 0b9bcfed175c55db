CREATE TABLE "income_explanations" (
	"scope" varchar(8) NOT NULL,
	"scope_id" integer NOT NULL,
	"day" date NOT NULL,
	"explanation" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "income_explanations_scope_scope_id_day_pk" PRIMARY KEY("scope","scope_id","day")
);
