-- Issue 22: the drivers list's is_selfemployed and has_contract_issue filters read flags kept on
-- the driver instead of probing the driver's accounts per driver (38-64 ms of PostgreSQL CPU for a
-- filtered count at 100,000 drivers). A connected account is one not 'disconnected', as in
-- server/modules/drivers/driver-extras.repository.ts.
ALTER TABLE "drivers" ADD COLUMN "links_selfemployed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "links_contract_issue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "drivers" d SET "links_selfemployed" = f.selfemployed, "links_contract_issue" = f.contract_issue
FROM (
  SELECT driver_id, bool_or(is_selfemployed) AS selfemployed, bool_or(has_contract_issue) AS contract_issue
  FROM driver_aggregator_accounts WHERE status <> 'disconnected' GROUP BY driver_id
) f
WHERE d.id = f.driver_id AND (f.selfemployed OR f.contract_issue);--> statement-breakpoint
-- Once per statement over the drivers it touched (a bulk import or seed writes thousands of
-- accounts in one), from the statement's own rows: `changed` is its new rows (insert, update) or
-- its old ones (delete, and the update's old rows, should a driver_id move).
CREATE FUNCTION drivers_keep_link_flags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE drivers d SET links_selfemployed = f.selfemployed, links_contract_issue = f.contract_issue
  FROM (
    SELECT c.driver_id,
      coalesce(bool_or(a.is_selfemployed) FILTER (WHERE a.status <> 'disconnected'), false) AS selfemployed,
      coalesce(bool_or(a.has_contract_issue) FILTER (WHERE a.status <> 'disconnected'), false) AS contract_issue
    FROM (SELECT DISTINCT driver_id FROM changed) c
    LEFT JOIN driver_aggregator_accounts a ON a.driver_id = c.driver_id
    GROUP BY c.driver_id
  ) f
  WHERE d.id = f.driver_id
    AND (d.links_selfemployed, d.links_contract_issue) IS DISTINCT FROM (f.selfemployed, f.contract_issue);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER driver_accounts_flags_insert AFTER INSERT ON driver_aggregator_accounts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION drivers_keep_link_flags();--> statement-breakpoint
CREATE TRIGGER driver_accounts_flags_update_new AFTER UPDATE ON driver_aggregator_accounts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION drivers_keep_link_flags();--> statement-breakpoint
CREATE TRIGGER driver_accounts_flags_update_old AFTER UPDATE ON driver_aggregator_accounts
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION drivers_keep_link_flags();--> statement-breakpoint
CREATE TRIGGER driver_accounts_flags_delete AFTER DELETE ON driver_aggregator_accounts
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION drivers_keep_link_flags();--> statement-breakpoint
-- ALWAYS: the fleet generator loads as a superuser with session_replication_role = replica (no
-- foreign-key lookups per row); the flags must still follow its accounts.
ALTER TABLE driver_aggregator_accounts ENABLE ALWAYS TRIGGER driver_accounts_flags_insert;--> statement-breakpoint
ALTER TABLE driver_aggregator_accounts ENABLE ALWAYS TRIGGER driver_accounts_flags_update_new;--> statement-breakpoint
ALTER TABLE driver_aggregator_accounts ENABLE ALWAYS TRIGGER driver_accounts_flags_update_old;--> statement-breakpoint
ALTER TABLE driver_aggregator_accounts ENABLE ALWAYS TRIGGER driver_accounts_flags_delete;--> statement-breakpoint
CREATE INDEX "drivers_park_name_selfemployed" ON "drivers" USING btree ("taxis_id","last_name","first_name","id") WHERE "drivers"."links_selfemployed";--> statement-breakpoint
CREATE INDEX "drivers_park_name_contract_issue" ON "drivers" USING btree ("taxis_id","last_name","first_name","id") WHERE "drivers"."links_contract_issue";
