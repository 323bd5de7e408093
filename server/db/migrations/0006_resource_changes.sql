CREATE TABLE "resource_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"resource" text NOT NULL,
	"record_id" bigint NOT NULL,
	"action" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resource_changes" ADD CONSTRAINT "resource_changes_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_changes_record" ON "resource_changes" USING btree ("taxis_id","resource","record_id","id" DESC NULLS LAST);