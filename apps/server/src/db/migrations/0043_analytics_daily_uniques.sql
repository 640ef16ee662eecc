CREATE TABLE "analytics_daily_uniques" (
	"community_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "analytics_daily_uniques_community_id_metric_day_pk" PRIMARY KEY("community_id","metric","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_uniques" ADD CONSTRAINT "analytics_daily_uniques_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_uniques_metric_day_idx" ON "analytics_daily_uniques" USING btree ("metric","day","community_id","count");--> statement-breakpoint
-- Written by hand: the counts of the subjects already rolled up (the roll-up keeps them from here on).
INSERT INTO "analytics_daily_uniques" ("community_id", "metric", "day", "count")
SELECT "community_id", "metric", "day", count(*) FROM "analytics_daily_subjects"
WHERE "item_id" = '00000000-0000-0000-0000-000000000000'
GROUP BY "community_id", "metric", "day";
