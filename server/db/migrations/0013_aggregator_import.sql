CREATE TABLE "aggregator_credentials" (
	"aggregator_id" integer PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"external_park_id" text NOT NULL,
	"api_key_sealed" text NOT NULL,
	"api_key_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "aggregator_imports" (
	"aggregator_id" integer PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"phase" text DEFAULT 'drivers' NOT NULL,
	"window_from" timestamp with time zone,
	"window_to" timestamp with time zone,
	"drivers_offset" integer DEFAULT 0 NOT NULL,
	"orders_cursor" text,
	"transactions_cursor" text,
	"drivers_total" integer,
	"drivers_imported" integer DEFAULT 0 NOT NULL,
	"trips_imported" integer DEFAULT 0 NOT NULL,
	"trips_skipped" integer DEFAULT 0 NOT NULL,
	"transactions_imported" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"imported_until" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "aggregator_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"aggregator_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"driver_id" bigint,
	"external_driver_id" text,
	"external_order_id" text,
	"category_id" text NOT NULL,
	"category_name" text,
	"amount_kop" bigint NOT NULL,
	"description" text,
	"created_by_identity" text,
	"ledger_entry_id" bigint,
	"event_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "aggregator_credentials" ADD CONSTRAINT "aggregator_credentials_aggregator_id_aggregators_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."aggregators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregator_credentials" ADD CONSTRAINT "aggregator_credentials_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregator_imports" ADD CONSTRAINT "aggregator_imports_aggregator_id_aggregators_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."aggregators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregator_imports" ADD CONSTRAINT "aggregator_imports_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregator_transactions" ADD CONSTRAINT "aggregator_transactions_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregator_transactions" ADD CONSTRAINT "aggregator_transactions_aggregator_id_aggregators_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."aggregators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregator_transactions" ADD CONSTRAINT "aggregator_transactions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregator_transactions" ADD CONSTRAINT "aggregator_transactions_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aggregator_transactions_external" ON "aggregator_transactions" USING btree ("aggregator_id","external_id");--> statement-breakpoint
CREATE INDEX "aggregator_transactions_park_time" ON "aggregator_transactions" USING btree ("taxis_id","event_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "driver_accounts_external" ON "driver_aggregator_accounts" USING btree ("aggregator_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_aggregator_external" ON "transfers" USING btree ("aggregator_id","external_id") WHERE "transfers"."external_id" IS NOT NULL;