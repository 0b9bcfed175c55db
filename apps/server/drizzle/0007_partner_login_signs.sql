CREATE TABLE "partner_login_signs" (
	"sign" varchar(64) PRIMARY KEY NOT NULL,
	"source" varchar(32) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "partner_login_signs_used_idx" ON "partner_login_signs" USING btree ("used_at");