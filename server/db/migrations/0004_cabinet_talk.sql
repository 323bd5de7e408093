CREATE TABLE "alert_reads" (
	"user_id" integer NOT NULL,
	"alert_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_reads_user_id_alert_id_pk" PRIMARY KEY("user_id","alert_id")
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_html" text NOT NULL,
	"country_code" smallint,
	"active_from" timestamp with time zone NOT NULL,
	"active_until" timestamp with time zone,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"banner_id" integer NOT NULL,
	"banner_type" text NOT NULL,
	"user_id" integer NOT NULL,
	"taxis_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"extra_info" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"banner_type" text NOT NULL,
	"title" text NOT NULL,
	"country_code" smallint,
	"active_from" timestamp with time zone NOT NULL,
	"active_until" timestamp with time zone,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_days" (
	"taxis_id" integer NOT NULL,
	"day" date NOT NULL,
	"driver_id" bigint NOT NULL,
	"trips" integer DEFAULT 0 NOT NULL,
	"price_kop" bigint DEFAULT 0 NOT NULL,
	"park_commission_kop" bigint DEFAULT 0 NOT NULL,
	"payouts" integer DEFAULT 0 NOT NULL,
	"payout_kop" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "driver_days_taxis_id_day_driver_id_pk" PRIMARY KEY("taxis_id","day","driver_id")
);
--> statement-breakpoint
CREATE TABLE "hints" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" smallint NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"body" text,
	"media_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"front_path" text,
	"position" integer DEFAULT 0 NOT NULL,
	"country_code" smallint
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content_html" text NOT NULL,
	"country_code" smallint,
	"published_at" timestamp with time zone NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_reads" (
	"user_id" integer NOT NULL,
	"news_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_reads_user_id_news_id_pk" PRIMARY KEY("user_id","news_id")
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_chunks" (
	"report_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "report_chunks_report_id_seq_pk" PRIMARY KEY("report_id","seq")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"report_type" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"rows" integer,
	"bytes" bigint,
	"file_name" text,
	"failure" text
);
--> statement-breakpoint
ALTER TABLE "transfer_day_counts" ADD COLUMN "fraud_trips" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "fraud_reason" text;--> statement-breakpoint
ALTER TABLE "alert_reads" ADD CONSTRAINT "alert_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_reads" ADD CONSTRAINT "alert_reads_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_events" ADD CONSTRAINT "banner_events_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_events" ADD CONSTRAINT "banner_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_events" ADD CONSTRAINT "banner_events_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_days" ADD CONSTRAINT "driver_days_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_days" ADD CONSTRAINT "driver_days_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_settings" ADD CONSTRAINT "referral_settings_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_chunks" ADD CONSTRAINT "report_chunks_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_events_user" ON "banner_events" USING btree ("user_id","banner_id");--> statement-breakpoint
CREATE INDEX "driver_days_active" ON "driver_days" USING btree ("taxis_id","day","driver_id") WHERE "driver_days"."trips" > 0;--> statement-breakpoint
CREATE INDEX "driver_days_paid" ON "driver_days" USING btree ("taxis_id","day","driver_id") WHERE "driver_days"."payouts" > 0;--> statement-breakpoint
CREATE INDEX "hints_type" ON "hints" USING btree ("type_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "news_published" ON "news" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "referral_settings_park" ON "referral_settings" USING btree ("taxis_id","id");--> statement-breakpoint
CREATE INDEX "reports_user_time" ON "reports" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reports_pending" ON "reports" USING btree ("created_at") WHERE "reports"."status" = 'in_progress';--> statement-breakpoint
-- Backfill the per-driver days from the trips and payouts already stored.
INSERT INTO "driver_days" ("taxis_id", "day", "driver_id", "trips", "price_kop", "park_commission_kop")
SELECT "taxis_id", "booked_day", "driver_id", count(*), sum("price_kop"), sum("park_commission_kop")
FROM "transfers" WHERE "status" = 'complete'
GROUP BY "taxis_id", "booked_day", "driver_id";--> statement-breakpoint
INSERT INTO "driver_days" ("taxis_id", "day", "driver_id", "payouts", "payout_kop")
SELECT l."taxis_id", (l."created_at" AT TIME ZONE t."timezone")::date, l."driver_id", count(*), -sum(l."amount_kop")
FROM "ledger_entries" l JOIN "taxis" t ON t."id" = l."taxis_id"
WHERE l."kind" = 'payout'
GROUP BY 1, 2, 3
ON CONFLICT ("taxis_id", "day", "driver_id") DO UPDATE SET "payouts" = EXCLUDED."payouts", "payout_kop" = EXCLUDED."payout_kop";
