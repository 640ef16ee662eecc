CREATE TABLE "analytics_daily_uniques" (
	"community_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "analytics_daily_uniques_community_id_metric_day_pk" PRIMARY KEY("community_id","metric","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_platform_daily" (
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"audience" text NOT NULL,
	"detail" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "analytics_platform_daily_metric_day_audience_detail_pk" PRIMARY KEY("metric","day","audience","detail")
);
--> statement-breakpoint
ALTER TABLE "analytics_daily_uniques" ADD CONSTRAINT "analytics_daily_uniques_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_uniques_metric_day_idx" ON "analytics_daily_uniques" USING btree ("metric","day","community_id","count");--> statement-breakpoint
-- Written by hand (drizzle has no triggers), as 0018's member counts: each statement's net change, upserted in key
-- order so two statements never lock the same count rows in opposite orders.
-- A day's subjects: only community-level rows count, once each (the roll-up inserts a subject once a day: `do
-- nothing` leaves a repeated one out of new_rows). A removed subject (its community deleted) is taken off the count
-- where the count is still there: the community's own counts go with it in the same cascade.
CREATE FUNCTION analytics_daily_uniques_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_daily_uniques AS u (community_id, metric, day, count)
    SELECT community_id, metric, day, count(*) FROM new_rows
    WHERE item_id = '00000000-0000-0000-0000-000000000000'
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (community_id, metric, day) DO UPDATE SET count = u.count + excluded.count;
  ELSE
    UPDATE analytics_daily_uniques u SET count = u.count - o.n
    FROM (SELECT community_id, metric, day, count(*) AS n FROM old_rows
      WHERE item_id = '00000000-0000-0000-0000-000000000000' GROUP BY 1, 2, 3) o
    WHERE u.community_id = o.community_id AND u.metric = o.metric AND u.day = o.day;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER analytics_daily_subjects_uniques_insert AFTER INSERT ON analytics_daily_subjects
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_daily_uniques_apply();--> statement-breakpoint
CREATE TRIGGER analytics_daily_subjects_uniques_delete AFTER DELETE ON analytics_daily_subjects
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_daily_uniques_apply();--> statement-breakpoint
-- Every community's counts added up: community-level rows only, net of what a statement added and took away.
CREATE FUNCTION analytics_platform_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_platform_daily AS p (metric, day, audience, detail, count)
    SELECT metric, day, audience, detail, sum(count) FROM new_rows
    WHERE item_id = '00000000-0000-0000-0000-000000000000'
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (metric, day, audience, detail) DO UPDATE SET count = p.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO analytics_platform_daily AS p (metric, day, audience, detail, count)
    SELECT metric, day, audience, detail, -sum(count) FROM old_rows
    WHERE item_id = '00000000-0000-0000-0000-000000000000'
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (metric, day, audience, detail) DO UPDATE SET count = p.count + excluded.count;
  ELSE
    INSERT INTO analytics_platform_daily AS p (metric, day, audience, detail, count)
    SELECT metric, day, audience, detail, sum(n) FROM (
      SELECT metric, day, audience, detail, count AS n FROM new_rows
      WHERE item_id = '00000000-0000-0000-0000-000000000000'
      UNION ALL
      SELECT metric, day, audience, detail, -count FROM old_rows
      WHERE item_id = '00000000-0000-0000-0000-000000000000'
    ) x GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (metric, day, audience, detail) DO UPDATE SET count = p.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER analytics_daily_platform_insert AFTER INSERT ON analytics_daily
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_platform_daily_apply();--> statement-breakpoint
CREATE TRIGGER analytics_daily_platform_update AFTER UPDATE ON analytics_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_platform_daily_apply();--> statement-breakpoint
CREATE TRIGGER analytics_daily_platform_delete AFTER DELETE ON analytics_daily
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_platform_daily_apply();--> statement-breakpoint
-- What is already rolled up.
INSERT INTO analytics_daily_uniques (community_id, metric, day, count)
SELECT community_id, metric, day, count(*) FROM analytics_daily_subjects
WHERE item_id = '00000000-0000-0000-0000-000000000000'
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO analytics_platform_daily (metric, day, audience, detail, count)
SELECT metric, day, audience, detail, sum(count) FROM analytics_daily
WHERE item_id = '00000000-0000-0000-0000-000000000000'
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- Their statistics now, not at autovacuum's next pass: until then the planner takes the filled tables for empty ones.
ANALYZE analytics_daily_uniques;--> statement-breakpoint
ANALYZE analytics_platform_daily;
