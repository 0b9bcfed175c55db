-- A day's settlement parts in income order, with their holder (issue 17 §1, decision 0035): the
-- income-by-device view walks it to a big scope's page instead of sorting the scope's day. DESC NULLS
-- FIRST is the order `order by income_fen desc` asks for. It replaces the plain (day) index, which it
-- also serves. The transfer_id index goes: only reconcile read parts by credit, over the whole table.
DROP INDEX "device_settlements_day_idx";--> statement-breakpoint
DROP INDEX "device_settlements_transfer_idx";--> statement-breakpoint
CREATE INDEX "device_settlements_day_income_idx" ON "device_settlements" USING btree ("day","income_fen" DESC NULLS FIRST,"device_id","member_id");