CREATE TABLE "commission_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"commission_id" integer NOT NULL,
	"step" smallint NOT NULL,
	"step_name" text NOT NULL,
	"commission_type" text NOT NULL,
	"commission" bigint NOT NULL,
	"min_commission_kop" bigint DEFAULT 0 NOT NULL,
	"min_limit_kop" bigint DEFAULT 0 NOT NULL,
	"max_limit_kop" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"type" text NOT NULL,
	"active_status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "driver_groups" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "commission_steps" ADD CONSTRAINT "commission_steps_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_steps" ADD CONSTRAINT "commission_steps_commission_id_group_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."group_commissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_commissions" ADD CONSTRAINT "group_commissions_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_steps_commission" ON "commission_steps" USING btree ("commission_id","step");--> statement-breakpoint
CREATE UNIQUE INDEX "group_commissions_owner_type" ON "group_commissions" USING btree ("taxis_id","group_id","type");--> statement-breakpoint
CREATE INDEX "drivers_park_group" ON "drivers" USING btree ("taxis_id","group_id","id");