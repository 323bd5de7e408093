CREATE TABLE "payout_rail_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"rail" text NOT NULL,
	"event_id" text NOT NULL,
	"payout_id" bigint NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_rail_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"rail" text NOT NULL,
	"operation_id" bigint NOT NULL,
	"event_id" text NOT NULL,
	"body" text NOT NULL,
	"headers" jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_rail_operations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"rail" text NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"remembered" boolean DEFAULT true NOT NULL,
	"external_id" text NOT NULL,
	"amount_kop" bigint NOT NULL,
	"fee_kop" bigint DEFAULT 0 NOT NULL,
	"destination" jsonb,
	"recipient_key" text,
	"recipient_inn" text,
	"purpose" text NOT NULL,
	"plan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "npd_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"driver_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"result" text
);
--> statement-breakpoint
CREATE TABLE "npd_income" (
	"driver_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"taxis_id" integer NOT NULL,
	"income_kop" bigint DEFAULT 0 NOT NULL,
	"receipts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "npd_income_driver_id_year_pk" PRIMARY KEY("driver_id","year")
);
--> statement-breakpoint
CREATE TABLE "npd_issuers" (
	"driver_id" bigint PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "npd_receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"driver_id" bigint NOT NULL,
	"payout_id" bigint NOT NULL,
	"amount_kop" bigint NOT NULL,
	"income_at" timestamp with time zone NOT NULL,
	"year" integer NOT NULL,
	"due_on" date NOT NULL,
	"issuer" text NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"receipt_number" text,
	"receipt_url" text,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "npd_statuses" (
	"driver_id" bigint PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"status" text NOT NULL,
	"confirmed_on" date,
	"checked_at" timestamp with time zone NOT NULL,
	"answer" text
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"statement_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"number" text NOT NULL,
	"day" date NOT NULL,
	"amount_kop" bigint NOT NULL,
	"incoming" boolean DEFAULT false NOT NULL,
	"counterparty" text,
	"counterparty_inn" text,
	"counterparty_account" text,
	"purpose" text NOT NULL,
	"match" text NOT NULL,
	"payout_id" bigint,
	"matched_by" text,
	"payout_amount_kop" bigint,
	"confirmed_at" timestamp with time zone,
	"confirmed_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"file_account" text,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"opening_kop" bigint,
	"closing_kop" bigint,
	"lines_total" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_mismatches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"run_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"payout_id" bigint,
	"driver_id" bigint,
	"statement_line_id" bigint,
	"ledger_kop" bigint,
	"bank_kop" bigint,
	"details" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"source" text NOT NULL,
	"user_id" integer,
	"user_name" text,
	"payouts_checked" integer DEFAULT 0 NOT NULL,
	"mismatches" integer DEFAULT 0 NOT NULL,
	"receipts_checked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"taxis_id" integer NOT NULL,
	"driver_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "driver_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"driver_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "driver_sms_challenges" (
	"challenge_id" bigint PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"driver_id" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_rail_events" ADD CONSTRAINT "payout_rail_events_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_rail_events" ADD CONSTRAINT "payout_rail_events_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_rail_notifications" ADD CONSTRAINT "sandbox_rail_notifications_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_rail_notifications" ADD CONSTRAINT "sandbox_rail_notifications_operation_id_sandbox_rail_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."sandbox_rail_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_rail_operations" ADD CONSTRAINT "sandbox_rail_operations_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npd_checks" ADD CONSTRAINT "npd_checks_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npd_checks" ADD CONSTRAINT "npd_checks_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npd_income" ADD CONSTRAINT "npd_income_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npd_income" ADD CONSTRAINT "npd_income_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npd_issuers" ADD CONSTRAINT "npd_issuers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npd_issuers" ADD CONSTRAINT "npd_issuers_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npd_receipts" ADD CONSTRAINT "npd_receipts_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npd_receipts" ADD CONSTRAINT "npd_receipts_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npd_receipts" ADD CONSTRAINT "npd_receipts_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npd_statuses" ADD CONSTRAINT "npd_statuses_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "npd_statuses" ADD CONSTRAINT "npd_statuses_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_account_id_payout_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_mismatches" ADD CONSTRAINT "reconciliation_mismatches_statement_line_id_bank_statement_lines_id_fk" FOREIGN KEY ("statement_line_id") REFERENCES "public"."bank_statement_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_refresh_tokens" ADD CONSTRAINT "driver_refresh_tokens_family_id_driver_sessions_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."driver_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_refresh_tokens" ADD CONSTRAINT "driver_refresh_tokens_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_refresh_tokens" ADD CONSTRAINT "driver_refresh_tokens_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_sessions" ADD CONSTRAINT "driver_sessions_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_sessions" ADD CONSTRAINT "driver_sessions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_sms_challenges" ADD CONSTRAINT "driver_sms_challenges_challenge_id_sms_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."sms_challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_sms_challenges" ADD CONSTRAINT "driver_sms_challenges_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_sms_challenges" ADD CONSTRAINT "driver_sms_challenges_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_rail_events_event" ON "payout_rail_events" USING btree ("rail","event_id");--> statement-breakpoint
CREATE INDEX "payout_rail_events_payout" ON "payout_rail_events" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "sandbox_rail_notifications_due" ON "sandbox_rail_notifications" USING btree ("due_at","id") WHERE "sandbox_rail_notifications"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "sandbox_rail_notifications_operation" ON "sandbox_rail_notifications" USING btree ("operation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_rail_operations_reference" ON "sandbox_rail_operations" USING btree ("rail","account_id","reference") WHERE "sandbox_rail_operations"."remembered";--> statement-breakpoint
CREATE INDEX "sandbox_rail_operations_day" ON "sandbox_rail_operations" USING btree ("rail","account_id","received_at");--> statement-breakpoint
CREATE INDEX "sandbox_rail_operations_recipient" ON "sandbox_rail_operations" USING btree ("rail","account_id","recipient_key","received_at");--> statement-breakpoint
CREATE INDEX "sandbox_rail_operations_reference_any" ON "sandbox_rail_operations" USING btree ("rail","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "npd_checks_one_queued" ON "npd_checks" USING btree ("driver_id") WHERE "npd_checks"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "npd_checks_queue" ON "npd_checks" USING btree ("requested_at","id") WHERE "npd_checks"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "npd_checks_sent" ON "npd_checks" USING btree ("sent_at") WHERE "npd_checks"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "npd_checks_driver" ON "npd_checks" USING btree ("taxis_id","driver_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "npd_receipts_payout" ON "npd_receipts" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "npd_receipts_park_state" ON "npd_receipts" USING btree ("taxis_id","state","due_on","id");--> statement-breakpoint
CREATE INDEX "npd_receipts_driver" ON "npd_receipts" USING btree ("taxis_id","driver_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "npd_receipts_due" ON "npd_receipts" USING btree ("due_on") WHERE "npd_receipts"."state" = 'due';--> statement-breakpoint
CREATE INDEX "npd_statuses_checked" ON "npd_statuses" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement" ON "bank_statement_lines" USING btree ("statement_id","line");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_payout" ON "bank_statement_lines" USING btree ("payout_id") WHERE "bank_statement_lines"."payout_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_file" ON "bank_statements" USING btree ("taxis_id","account_id","file_hash");--> statement-breakpoint
CREATE INDEX "bank_statements_park" ON "bank_statements" USING btree ("taxis_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bank_statements_period" ON "bank_statements" USING btree ("account_id","period_from","period_to");--> statement-breakpoint
CREATE INDEX "reconciliation_mismatches_run" ON "reconciliation_mismatches" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "reconciliation_mismatches_park_kind" ON "reconciliation_mismatches" USING btree ("taxis_id","run_id","kind","id");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_park" ON "reconciliation_runs" USING btree ("taxis_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_daily" ON "reconciliation_runs" USING btree ("taxis_id","period_from") WHERE "reconciliation_runs"."source" = 'job';--> statement-breakpoint
CREATE UNIQUE INDEX "driver_refresh_tokens_hash" ON "driver_refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "driver_refresh_tokens_family" ON "driver_refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "driver_sessions_driver" ON "driver_sessions" USING btree ("taxis_id","driver_id");