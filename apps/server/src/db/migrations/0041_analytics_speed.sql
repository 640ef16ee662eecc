DROP INDEX "analytics_daily_community_cover_idx";--> statement-breakpoint
-- Written by hand (drizzle cannot say INCLUDE): the key carries count, so a community's series and top items stay
-- index-only reads without the covering index dropped above, which repeated the key for every row the roll-up wrote.
ALTER TABLE "analytics_daily" DROP CONSTRAINT "analytics_daily_community_id_metric_item_id_day_audience_detail_pk", ADD CONSTRAINT "analytics_daily_community_id_metric_item_id_day_audience_detail_pk" PRIMARY KEY ("community_id","metric","item_id","day","audience","detail") INCLUDE ("count");
