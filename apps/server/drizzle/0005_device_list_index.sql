DROP INDEX "devices_member_idx";--> statement-breakpoint
CREATE INDEX "devices_member_online_tag_idx" ON "devices" USING btree ("member_id","online","tag_id");