CREATE TABLE "export_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxis_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"kind" text NOT NULL,
	"query" jsonb NOT NULL,
	"parameters" text NOT NULL,
	"row_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_audit" ADD CONSTRAINT "export_audit_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_audit_park_created" ON "export_audit" USING btree ("taxis_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);