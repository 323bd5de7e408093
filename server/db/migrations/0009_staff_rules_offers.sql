CREATE TABLE "offer_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"driver_id" bigint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_by" integer
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"drivers_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_access_rules" (
	"taxis_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" smallint NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_access_rules_user_id_group_id_path_pk" PRIMARY KEY("user_id","group_id","path")
);
--> statement-breakpoint
ALTER TABLE "offer_deliveries" ADD CONSTRAINT "offer_deliveries_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_deliveries" ADD CONSTRAINT "offer_deliveries_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_deliveries" ADD CONSTRAINT "offer_deliveries_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_access_rules" ADD CONSTRAINT "user_access_rules_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_access_rules" ADD CONSTRAINT "user_access_rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_deliveries_offer_driver" ON "offer_deliveries" USING btree ("offer_id","driver_id");--> statement-breakpoint
CREATE INDEX "offer_deliveries_park_driver" ON "offer_deliveries" USING btree ("taxis_id","driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_park_version" ON "offers" USING btree ("taxis_id","version");