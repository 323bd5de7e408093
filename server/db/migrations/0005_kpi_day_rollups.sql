CREATE TABLE "park_day_drivers" (
	"taxis_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"gap" integer NOT NULL,
	"drivers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "park_day_drivers_taxis_id_kind_day_gap_pk" PRIMARY KEY("taxis_id","kind","day","gap")
);
--> statement-breakpoint
CREATE TABLE "park_payout_days" (
	"taxis_id" integer NOT NULL,
	"day" date NOT NULL,
	"payouts" integer DEFAULT 0 NOT NULL,
	"payout_kop" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "park_payout_days_taxis_id_day_pk" PRIMARY KEY("taxis_id","day")
);
--> statement-breakpoint
ALTER TABLE "park_day_drivers" ADD CONSTRAINT "park_day_drivers_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "park_payout_days" ADD CONSTRAINT "park_payout_days_taxis_id_taxis_id_fk" FOREIGN KEY ("taxis_id") REFERENCES "public"."taxis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_days_driver" ON "driver_days" USING btree ("driver_id","day");
--> statement-breakpoint
-- Backfill from the drivers' days already stored: each day counted by the days since the driver's previous one.
INSERT INTO "park_day_drivers" ("taxis_id", "kind", "day", "gap", "drivers")
SELECT "taxis_id", "kind", "day", "gap", count(*) FROM (
  SELECT "taxis_id", 'trips' AS "kind", "day", coalesce("day" - lag("day") OVER (PARTITION BY "taxis_id", "driver_id" ORDER BY "day"), 0) AS "gap"
  FROM "driver_days" WHERE "trips" > 0
  UNION ALL
  SELECT "taxis_id", 'payouts', "day", coalesce("day" - lag("day") OVER (PARTITION BY "taxis_id", "driver_id" ORDER BY "day"), 0)
  FROM "driver_days" WHERE "payouts" > 0
) x GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "park_payout_days" ("taxis_id", "day", "payouts", "payout_kop")
SELECT "taxis_id", "day", sum("payouts"), sum("payout_kop") FROM "driver_days" WHERE "payouts" > 0 GROUP BY 1, 2;
