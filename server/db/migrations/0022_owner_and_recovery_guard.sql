CREATE TABLE "login_failures" (
	"login_key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_channel_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"previous_value" text NOT NULL,
	"new_value" text NOT NULL,
	"changed_by_user_id" integer,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "park_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_channel_changes" ADD CONSTRAINT "user_channel_changes_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_channel_changes" ADD CONSTRAINT "user_channel_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_channel_changes" ADD CONSTRAINT "user_channel_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_channel_changes_user" ON "user_channel_changes" USING btree ("user_id","channel","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_park_owner" ON "users" USING btree ("taxis_id") WHERE "users"."park_owner";--> statement-breakpoint
-- The park's owner is the account that registered it: its first group-1 user.
UPDATE "users" SET "park_owner" = true WHERE "id" IN (SELECT min("id") FROM "users" WHERE "group_id" = 1 GROUP BY "taxis_id");
