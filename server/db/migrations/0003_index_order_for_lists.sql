DROP INDEX "blacklist_park_time";--> statement-breakpoint
DROP INDEX "driver_access_requests_park";--> statement-breakpoint
DROP INDEX "driver_applications_park";--> statement-breakpoint
DROP INDEX "driver_changes_driver";--> statement-breakpoint
DROP INDEX "driver_charges_driver";--> statement-breakpoint
DROP INDEX "driver_feedback_park_time";--> statement-breakpoint
DROP INDEX "ledger_driver";--> statement-breakpoint
DROP INDEX "ledger_park_kind_time";--> statement-breakpoint
DROP INDEX "transfers_park_status_time";--> statement-breakpoint
DROP INDEX "transfers_park_time";--> statement-breakpoint
DROP INDEX "transfers_driver_time";--> statement-breakpoint
CREATE INDEX "driver_accounts_connected" ON "driver_aggregator_accounts" USING btree ("aggregator_id","driver_id") WHERE "driver_aggregator_accounts"."status" <> 'disconnected';--> statement-breakpoint
CREATE INDEX "blacklist_park_time" ON "blacklist_entries" USING btree ("taxis_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "driver_access_requests_park" ON "driver_access_requests" USING btree ("taxis_id","kind","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "driver_applications_park" ON "driver_applications" USING btree ("taxis_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "driver_changes_driver" ON "driver_changes" USING btree ("driver_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "driver_charges_driver" ON "driver_charges" USING btree ("driver_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "driver_feedback_park_time" ON "driver_feedback" USING btree ("taxis_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ledger_driver" ON "ledger_entries" USING btree ("driver_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ledger_park_kind_time" ON "ledger_entries" USING btree ("taxis_id","kind","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transfers_park_status_time" ON "transfers" USING btree ("taxis_id","status","booked_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transfers_park_time" ON "transfers" USING btree ("taxis_id","booked_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transfers_driver_time" ON "transfers" USING btree ("driver_id","booked_at" DESC NULLS FIRST);