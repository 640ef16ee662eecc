CREATE TABLE "community_member_counts" (
	"community_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "community_member_counts_community_id_status_pk" PRIMARY KEY("community_id","status")
);
--> statement-breakpoint
-- Adds each statement's net change per community and status (rows gained minus rows lost); a statement that
-- leaves the counts as they were (a sign-in's last_login_at) writes nothing, so sign-ins never queue on a count
-- row. Rows are upserted in key order so two batches never lock the same count rows in opposite orders.
CREATE FUNCTION community_member_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO community_member_counts AS c (community_id, status, n)
    SELECT community_id, status, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (community_id, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO community_member_counts AS c (community_id, status, n)
    SELECT community_id, status, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (community_id, status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO community_member_counts AS c (community_id, status, n)
    SELECT community_id, status, sum(d) FROM (
      SELECT community_id, status, 1 AS d FROM new_rows
      UNION ALL SELECT community_id, status, -1 FROM old_rows
    ) x GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
    ON CONFLICT (community_id, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER memberships_count_insert AFTER INSERT ON memberships REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION community_member_counts_apply();--> statement-breakpoint
CREATE TRIGGER memberships_count_update AFTER UPDATE ON memberships
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION community_member_counts_apply();--> statement-breakpoint
CREATE TRIGGER memberships_count_delete AFTER DELETE ON memberships REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION community_member_counts_apply();--> statement-breakpoint
INSERT INTO community_member_counts (community_id, status, n)
SELECT community_id, status, count(*) FROM memberships GROUP BY 1, 2;
