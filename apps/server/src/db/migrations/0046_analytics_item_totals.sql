-- Unlike 0045's, the key does not carry `count`, and each page keeps room (fillfactor): every roll-up batch changes
-- the totals of the items it counted, and an update that leaves the key alone stays on its page (HOT) without a
-- new index entry. A community's rows are written in key order, so its items are read from a few dozen pages.
CREATE TABLE "analytics_item_totals" (
	"community_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"item_id" uuid NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "analytics_item_totals_community_id_metric_item_id_pk" PRIMARY KEY("community_id","metric","item_id")
) WITH (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "analytics_item_totals" ADD CONSTRAINT "analytics_item_totals_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle has no triggers). Kept from analytics_item_months (0045), not from analytics_daily: a
-- roll-up statement's item months are already added up, so this adds one small statement per batch. Each
-- statement's net change to an item is upserted in key order, as 0045 does, so two statements never lock the same
-- rows in opposite orders. 0045's own upserts fire the INSERT trigger for the months they add and the UPDATE trigger
-- for the months they change; a removed month (its community deleted) is taken off where the total is still there.
CREATE FUNCTION analytics_item_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_item_totals AS t (community_id, metric, item_id, count)
    SELECT community_id, metric, item_id, sum(count) FROM new_rows
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (community_id, metric, item_id) DO UPDATE SET count = t.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE analytics_item_totals t SET count = t.count - o.n
    FROM (SELECT community_id, metric, item_id, sum(count) AS n FROM old_rows GROUP BY 1, 2, 3) o
    WHERE t.community_id = o.community_id AND t.metric = o.metric AND t.item_id = o.item_id;
  ELSE
    INSERT INTO analytics_item_totals AS t (community_id, metric, item_id, count)
    SELECT community_id, metric, item_id, sum(n) FROM (
      SELECT community_id, metric, item_id, count AS n FROM new_rows
      UNION ALL
      SELECT community_id, metric, item_id, -count FROM old_rows
    ) x GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (community_id, metric, item_id) DO UPDATE SET count = t.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER analytics_item_months_totals_insert AFTER INSERT ON analytics_item_months
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_item_totals_apply();--> statement-breakpoint
CREATE TRIGGER analytics_item_months_totals_update AFTER UPDATE ON analytics_item_months
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_item_totals_apply();--> statement-breakpoint
CREATE TRIGGER analytics_item_months_totals_delete AFTER DELETE ON analytics_item_months
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_item_totals_apply();--> statement-breakpoint
-- What is already counted, and its statistics now rather than at autovacuum's next pass.
INSERT INTO analytics_item_totals (community_id, metric, item_id, count)
SELECT community_id, metric, item_id, sum(count) FROM analytics_item_months
GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;--> statement-breakpoint
ANALYZE analytics_item_totals;
