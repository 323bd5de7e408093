CREATE TABLE "aggregator_registries" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"aggregator_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"status" text NOT NULL,
	"columns" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"rows_total" integer NOT NULL,
	"error_rows" integer NOT NULL,
	"skipped_rows" integer DEFAULT 0 NOT NULL,
	"trips_applied" integer DEFAULT 0 NOT NULL,
	"price_kop" bigint DEFAULT 0 NOT NULL,
	"aggregator_commission_kop" bigint DEFAULT 0 NOT NULL,
	"payout_kop" bigint DEFAULT 0 NOT NULL,
	"park_commission_kop" bigint DEFAULT 0 NOT NULL,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "aggregator_registries" ADD CONSTRAINT "aggregator_registries_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregator_registries" ADD CONSTRAINT "aggregator_registries_aggregator_id_aggregators_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."aggregators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregator_registries" ADD CONSTRAINT "aggregator_registries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aggregator_registries_aggregator" ON "aggregator_registries" USING btree ("aggregator_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "aggregator_registries_applied_file" ON "aggregator_registries" USING btree ("aggregator_id","file_hash") WHERE "aggregator_registries"."status" = 'applied';