CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "aggregators" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"inactive_interval" smallint,
	"fee_basis_points" integer DEFAULT 0 NOT NULL,
	"park_commission_basis_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blacklist_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"driver_id" bigint,
	"full_name" text NOT NULL,
	"phone" text,
	"licence_number" text,
	"reason" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" smallint NOT NULL,
	"color" text NOT NULL,
	"number" text NOT NULL,
	"vin" text,
	"registration_cert" text,
	"callsign" text,
	"status" text DEFAULT 'working' NOT NULL,
	"category" text DEFAULT 'econom' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "driver_access_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"driver_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"comment" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_aggregator_accounts" (
	"driver_id" bigint NOT NULL,
	"aggregator_id" integer NOT NULL,
	"taxis_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"has_contract_issue" boolean DEFAULT false NOT NULL,
	"is_selfemployed" boolean DEFAULT false NOT NULL,
	"last_trip_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_aggregator_accounts_driver_id_aggregator_id_pk" PRIMARY KEY("driver_id","aggregator_id")
);
--> statement-breakpoint
CREATE TABLE "driver_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"aggregator_id" integer,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"phone" text NOT NULL,
	"licence_number" text NOT NULL,
	"licence_country" text NOT NULL,
	"car_brand" text,
	"car_model" text,
	"car_number" text,
	"car_color" text,
	"car_year" smallint,
	"status" text DEFAULT 'approved' NOT NULL,
	"read_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"decline_reason" text,
	"driver_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"driver_id" bigint NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"bank" text,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"provider_token" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"driver_id" bigint NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"source" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_charges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"driver_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount_kop" bigint NOT NULL,
	"description" text NOT NULL,
	"period" text NOT NULL,
	"starts_on" date NOT NULL,
	"times" integer NOT NULL,
	"posted_times" integer DEFAULT 0 NOT NULL,
	"next_due_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "driver_feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"driver_id" bigint NOT NULL,
	"transfer_id" bigint,
	"aggregator_id" integer,
	"score" smallint NOT NULL,
	"comment" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"response" text,
	"processed_by_user_id" integer,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"phone" text NOT NULL,
	"email" text,
	"address" text,
	"birth_date" date,
	"tax_identification_number" text,
	"passport_number" text,
	"licence_number" text NOT NULL,
	"licence_country" text NOT NULL,
	"licence_issue_date" date,
	"licence_expiration_date" date,
	"experience_since" date,
	"work_status" text DEFAULT 'working' NOT NULL,
	"employment_type" text DEFAULT 'selfemployed' NOT NULL,
	"group_id" integer,
	"car_id" bigint,
	"balance_kop" bigint DEFAULT 0 NOT NULL,
	"balance_limit_kop" bigint DEFAULT 0 NOT NULL,
	"blocked_balance_kop" bigint DEFAULT 0 NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"app_installed" boolean DEFAULT false NOT NULL,
	"app_version" text,
	"app_platform" text,
	"app_last_seen_at" timestamp with time zone,
	"app_access" boolean DEFAULT true NOT NULL,
	"referral_code" text,
	"hire_date" date,
	"fire_date" date,
	"comment" text,
	"check_message" text,
	"offer_sent_at" timestamp with time zone,
	"last_trip_at" timestamp with time zone,
	"last_transaction_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "goal_participants" (
	"goal_id" integer NOT NULL,
	"driver_id" bigint NOT NULL,
	"taxis_id" integer NOT NULL,
	"rewarded_at" timestamp with time zone,
	CONSTRAINT "goal_participants_goal_id_driver_id_pk" PRIMARY KEY("goal_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"aggregator_id" integer,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"target_trips" integer NOT NULL,
	"reward_kop" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"driver_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount_kop" bigint NOT NULL,
	"balance_after_kop" bigint NOT NULL,
	"description" text NOT NULL,
	"transfer_id" bigint,
	"charge_id" bigint,
	"created_by" text NOT NULL,
	"user_id" integer,
	"user_name" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_day_counts" (
	"taxis_id" integer NOT NULL,
	"day" date NOT NULL,
	"aggregator_id" integer NOT NULL,
	"status" text NOT NULL,
	"trips" integer DEFAULT 0 NOT NULL,
	"price_kop" bigint DEFAULT 0 NOT NULL,
	"park_commission_kop" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "transfer_day_counts_taxis_id_day_aggregator_id_status_pk" PRIMARY KEY("taxis_id","day","aggregator_id","status")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"aggregator_id" integer NOT NULL,
	"driver_id" bigint NOT NULL,
	"car_id" bigint,
	"short_id" text NOT NULL,
	"status" text NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"booked_day" date NOT NULL,
	"price_kop" bigint DEFAULT 0 NOT NULL,
	"payment_method" text NOT NULL,
	"category" text DEFAULT 'econom' NOT NULL,
	"park_commission_kop" bigint DEFAULT 0 NOT NULL,
	"aggregator_commission_kop" bigint DEFAULT 0 NOT NULL,
	"mileage_meters" integer DEFAULT 0 NOT NULL,
	"address_from" text NOT NULL,
	"address_to" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "taxis" ADD COLUMN "timezone" text DEFAULT 'Europe/Moscow' NOT NULL;--> statement-breakpoint
ALTER TABLE "aggregators" ADD CONSTRAINT "aggregators_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD CONSTRAINT "blacklist_entries_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD CONSTRAINT "blacklist_entries_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_entries" ADD CONSTRAINT "blacklist_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_access_requests" ADD CONSTRAINT "driver_access_requests_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_access_requests" ADD CONSTRAINT "driver_access_requests_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_access_requests" ADD CONSTRAINT "driver_access_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_aggregator_accounts" ADD CONSTRAINT "driver_aggregator_accounts_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_aggregator_accounts" ADD CONSTRAINT "driver_aggregator_accounts_aggregator_id_aggregators_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."aggregators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_aggregator_accounts" ADD CONSTRAINT "driver_aggregator_accounts_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_applications" ADD CONSTRAINT "driver_applications_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_applications" ADD CONSTRAINT "driver_applications_aggregator_id_aggregators_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."aggregators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_applications" ADD CONSTRAINT "driver_applications_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_applications" ADD CONSTRAINT "driver_applications_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_cards" ADD CONSTRAINT "driver_cards_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_cards" ADD CONSTRAINT "driver_cards_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_changes" ADD CONSTRAINT "driver_changes_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_changes" ADD CONSTRAINT "driver_changes_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_changes" ADD CONSTRAINT "driver_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_charges" ADD CONSTRAINT "driver_charges_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_charges" ADD CONSTRAINT "driver_charges_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_charges" ADD CONSTRAINT "driver_charges_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_feedback" ADD CONSTRAINT "driver_feedback_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_feedback" ADD CONSTRAINT "driver_feedback_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_feedback" ADD CONSTRAINT "driver_feedback_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_feedback" ADD CONSTRAINT "driver_feedback_aggregator_id_aggregators_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."aggregators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_feedback" ADD CONSTRAINT "driver_feedback_processed_by_user_id_users_id_fk" FOREIGN KEY ("processed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_groups" ADD CONSTRAINT "driver_groups_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_group_id_driver_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."driver_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_participants" ADD CONSTRAINT "goal_participants_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_participants" ADD CONSTRAINT "goal_participants_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_participants" ADD CONSTRAINT "goal_participants_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_aggregator_id_aggregators_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."aggregators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_charge_id_driver_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."driver_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_day_counts" ADD CONSTRAINT "transfer_day_counts_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_day_counts" ADD CONSTRAINT "transfer_day_counts_aggregator_id_aggregators_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."aggregators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_aggregator_id_aggregators_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."aggregators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aggregators_park_code" ON "aggregators" USING btree ("taxis_id","code");--> statement-breakpoint
CREATE INDEX "blacklist_park_time" ON "blacklist_entries" USING btree ("taxis_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blacklist_park_phone" ON "blacklist_entries" USING btree ("taxis_id","phone");--> statement-breakpoint
CREATE INDEX "blacklist_park_licence" ON "blacklist_entries" USING btree ("taxis_id","licence_number");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_park_number" ON "cars" USING btree ("taxis_id","number");--> statement-breakpoint
CREATE INDEX "driver_access_requests_park" ON "driver_access_requests" USING btree ("taxis_id","kind","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "driver_accounts_aggregator" ON "driver_aggregator_accounts" USING btree ("aggregator_id","last_trip_at");--> statement-breakpoint
CREATE INDEX "driver_applications_park" ON "driver_applications" USING btree ("taxis_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "driver_cards_driver" ON "driver_cards" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "driver_changes_driver" ON "driver_changes" USING btree ("driver_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "driver_charges_driver" ON "driver_charges" USING btree ("driver_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "driver_charges_due" ON "driver_charges" USING btree ("status","next_due_on");--> statement-breakpoint
CREATE INDEX "driver_feedback_park_time" ON "driver_feedback" USING btree ("taxis_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "driver_feedback_driver" ON "driver_feedback" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_groups_park_name" ON "driver_groups" USING btree ("taxis_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_park_phone" ON "drivers" USING btree ("taxis_id","phone");--> statement-breakpoint
CREATE INDEX "drivers_park_id" ON "drivers" USING btree ("taxis_id","id");--> statement-breakpoint
CREATE INDEX "drivers_park_name" ON "drivers" USING btree ("taxis_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "drivers_park_balance" ON "drivers" USING btree ("taxis_id","balance_kop","id");--> statement-breakpoint
CREATE INDEX "drivers_park_last_trip" ON "drivers" USING btree ("taxis_id","last_trip_at","id");--> statement-breakpoint
CREATE INDEX "drivers_park_hire" ON "drivers" USING btree ("taxis_id","hire_date","id");--> statement-breakpoint
CREATE INDEX "drivers_park_status" ON "drivers" USING btree ("taxis_id","work_status","id");--> statement-breakpoint
CREATE INDEX "drivers_car" ON "drivers" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "drivers_search" ON "drivers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goal_participants_driver" ON "goal_participants" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "goals_park" ON "goals" USING btree ("taxis_id","date_to");--> statement-breakpoint
CREATE INDEX "ledger_driver" ON "ledger_entries" USING btree ("driver_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_park_kind_time" ON "ledger_entries" USING btree ("taxis_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_transfer" ON "ledger_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_park_idempotency" ON "ledger_entries" USING btree ("taxis_id","idempotency_key") WHERE "ledger_entries"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "transfers_park_status_time" ON "transfers" USING btree ("taxis_id","status","booked_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfers_park_time" ON "transfers" USING btree ("taxis_id","booked_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfers_driver_time" ON "transfers" USING btree ("driver_id","booked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfers_park_short" ON "transfers" USING btree ("taxis_id","short_id");