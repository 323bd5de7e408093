CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "linked_accounts" (
	"owner_user_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "linked_accounts_owner_user_id_user_id_pk" PRIMARY KEY("owner_user_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "realtime_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"taxis_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_challenges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sms_key_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"login" text NOT NULL,
	"phone" text NOT NULL,
	"ip" text NOT NULL,
	"code_hash" text NOT NULL,
	"device_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"burned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "taxis" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" smallint NOT NULL,
	"phone" text,
	"bank_allowed" boolean DEFAULT false NOT NULL,
	"hand_aggregator" boolean DEFAULT false NOT NULL,
	"qiwi_login" text,
	"qiwi_flag" boolean DEFAULT false NOT NULL,
	"first_transaction_date" timestamp with time zone,
	"server_id" text DEFAULT 'main' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_devices" (
	"user_id" integer NOT NULL,
	"device_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "user_devices_user_id_device_hash_pk" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"login" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"group_id" smallint NOT NULL,
	"password_hash" text NOT NULL,
	"pending_password_hash" text,
	"pending_password_active_at" timestamp with time zone,
	"first_login" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_accounts" ADD CONSTRAINT "linked_accounts_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_accounts" ADD CONSTRAINT "linked_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtime_tickets" ADD CONSTRAINT "realtime_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtime_tickets" ADD CONSTRAINT "realtime_tickets_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_challenges" ADD CONSTRAINT "sms_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "linked_accounts_user" ON "linked_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "realtime_tickets_expiry" ON "realtime_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_challenges_key" ON "sms_challenges" USING btree ("sms_key_hash");--> statement-breakpoint
CREATE INDEX "sms_challenges_login_time" ON "sms_challenges" USING btree ("login","created_at");--> statement-breakpoint
CREATE INDEX "sms_challenges_ip_time" ON "sms_challenges" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_unique" ON "users" USING btree (lower("login"));--> statement-breakpoint
CREATE INDEX "users_email_phone" ON "users" USING btree (lower("email"),"phone");--> statement-breakpoint
CREATE INDEX "users_taxis" ON "users" USING btree ("taxis_id");