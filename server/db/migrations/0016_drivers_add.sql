CREATE TABLE "driver_add_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"request_id" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_add_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"aggregator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"parent_id" bigint,
	"driver_id" bigint,
	"person" jsonb,
	"car_id" bigint,
	"car" jsonb,
	"status" text DEFAULT 'new' NOT NULL,
	"reason" text,
	"external_id" text,
	"idempotency_key" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_add_settings" (
	"taxis_id" integer NOT NULL,
	"aggregator_id" integer NOT NULL,
	"work_rule_id" text,
	"city_id" integer,
	"auto_car" boolean DEFAULT false NOT NULL,
	"employment_type" text DEFAULT 'selfemployed' NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "driver_add_settings_taxis_id_aggregator_id_pk" PRIMARY KEY("taxis_id","aggregator_id")
);
--> statement-breakpoint
ALTER TABLE "driver_add_events" ADD CONSTRAINT "driver_add_events_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_add_events" ADD CONSTRAINT "driver_add_events_request_id_driver_add_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."driver_add_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_add_requests" ADD CONSTRAINT "driver_add_requests_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_add_requests" ADD CONSTRAINT "driver_add_requests_aggregator_id_aggregators_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."aggregators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_add_requests" ADD CONSTRAINT "driver_add_requests_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_add_requests" ADD CONSTRAINT "driver_add_requests_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_add_settings" ADD CONSTRAINT "driver_add_settings_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_add_settings" ADD CONSTRAINT "driver_add_settings_aggregator_id_aggregators_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."aggregators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_add_events_request" ON "driver_add_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_add_requests_key" ON "driver_add_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "driver_add_requests_list" ON "driver_add_requests" USING btree ("taxis_id","aggregator_id","status","id");--> statement-breakpoint
CREATE INDEX "driver_add_requests_due" ON "driver_add_requests" USING btree ("next_check_at") WHERE "driver_add_requests"."next_check_at" is not null;--> statement-breakpoint
CREATE INDEX "driver_add_requests_parent" ON "driver_add_requests" USING btree ("parent_id");