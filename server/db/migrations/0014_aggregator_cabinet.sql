CREATE TABLE "aggregator_work_rules" (
	"aggregator_id" integer NOT NULL,
	"taxis_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"group_id" integer,
	"updated_at" timestamp with time zone,
	CONSTRAINT "aggregator_work_rules_aggregator_id_external_id_pk" PRIMARY KEY("aggregator_id","external_id")
);
--> statement-breakpoint
ALTER TABLE "aggregators" ADD COLUMN "manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "aggregators" ADD COLUMN "city_id" smallint;--> statement-breakpoint
ALTER TABLE "aggregator_work_rules" ADD CONSTRAINT "aggregator_work_rules_aggregator_id_aggregators_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."aggregators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregator_work_rules" ADD CONSTRAINT "aggregator_work_rules_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregator_work_rules" ADD CONSTRAINT "aggregator_work_rules_group_id_driver_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."driver_groups"("id") ON DELETE set null ON UPDATE no action;