CREATE TABLE "flash_application_devices" (
	"application_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	CONSTRAINT "flash_application_devices_application_id_device_id_pk" PRIMARY KEY("application_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "flash_application_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"device_type_id" integer NOT NULL,
	"soc" varchar(32) NOT NULL,
	"board_revision" varchar(32) NOT NULL,
	"storage_gb" integer NOT NULL,
	"firmware" varchar(64) NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"state" varchar(10) DEFAULT 'submitted' NOT NULL,
	"contact_name" varchar(20) NOT NULL,
	"contact_mobile" varchar(11) NOT NULL,
	"province_code" varchar(6) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"district_code" varchar(6) NOT NULL,
	"address" varchar(120) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reason" text,
	"tracking_no" varchar(32),
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_boxes" (
	"application_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	CONSTRAINT "flash_boxes_application_id_device_id_pk" PRIMARY KEY("application_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "flash_application_devices" ADD CONSTRAINT "flash_application_devices_application_id_flash_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flash_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_application_devices" ADD CONSTRAINT "flash_application_devices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_application_models" ADD CONSTRAINT "flash_application_models_application_id_flash_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flash_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_application_models" ADD CONSTRAINT "flash_application_models_device_type_id_device_types_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."device_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_applications" ADD CONSTRAINT "flash_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_boxes" ADD CONSTRAINT "flash_boxes_application_id_flash_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."flash_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_boxes" ADD CONSTRAINT "flash_boxes_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_application_devices_device_idx" ON "flash_application_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "flash_applications_member_idx" ON "flash_applications" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "flash_applications_state_idx" ON "flash_applications" USING btree ("state","id");