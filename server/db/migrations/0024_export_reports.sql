ALTER TABLE "reports" ADD COLUMN "export_kind" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "export_query" jsonb;