ALTER TABLE "park_day_drivers" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "park_payout_days" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "park_day_drivers" DROP CONSTRAINT "park_day_drivers_taxis_id_kind_day_gap_pk";--> statement-breakpoint
ALTER TABLE "park_payout_days" DROP CONSTRAINT "park_payout_days_taxis_id_day_pk";--> statement-breakpoint
ALTER TABLE "park_day_drivers" ADD CONSTRAINT "park_day_drivers_taxis_id_kind_day_gap_slot_pk" PRIMARY KEY("taxis_id","kind","day","gap","slot");--> statement-breakpoint
ALTER TABLE "park_payout_days" ADD CONSTRAINT "park_payout_days_taxis_id_day_slot_pk" PRIMARY KEY("taxis_id","day","slot");
