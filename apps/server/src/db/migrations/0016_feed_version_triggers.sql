-- Raises community_feed_versions.version on every change that can alter what a community's member app feed shows
-- (the feed caches a community's page by that version: feed.service). Statement-level triggers with transition
-- tables: a bulk change (a group import, a batch archive) raises each community once, not once per row.
-- Item updates that only move the view or like counters raise nothing (views and likes are read per request).
-- Not covered: a reviewer renaming themselves (the feed's cache also expires after a bounded time).
CREATE OR REPLACE FUNCTION feed_version_bump(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO community_feed_versions (community_id, version)
  SELECT c, 1 FROM (SELECT DISTINCT unnest(ids) AS c) x
  -- A community being deleted cascades to its items: nothing to count for it any more.
  WHERE c IS NOT NULL AND EXISTS (SELECT 1 FROM communities WHERE id = c)
  ORDER BY c
  ON CONFLICT (community_id) DO UPDATE SET version = community_feed_versions.version + 1;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION feed_items_feed_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM feed_version_bump(array_agg(DISTINCT n.community_id)) FROM changed n JOIN previous o ON o.id = n.id
      WHERE (to_jsonb(n) - 'view_count' - 'like_count') IS DISTINCT FROM (to_jsonb(o) - 'view_count' - 'like_count');
  ELSE
    PERFORM feed_version_bump(array_agg(DISTINCT community_id)) FROM changed;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION feed_item_rows_feed_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_version_bump(array_agg(DISTINCT f.community_id)) FROM changed c JOIN feed_items f ON f.id = c.feed_item_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION group_members_feed_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_version_bump(array_agg(DISTINCT g.community_id)) FROM changed c JOIN groups g ON g.id = c.group_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION community_rows_feed_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM feed_version_bump(array_agg(DISTINCT community_id)) FROM changed;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER feed_items_feed_version_insert AFTER INSERT ON feed_items REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION feed_items_feed_version();--> statement-breakpoint
CREATE TRIGGER feed_items_feed_version_update AFTER UPDATE ON feed_items REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION feed_items_feed_version();--> statement-breakpoint
CREATE TRIGGER feed_items_feed_version_delete AFTER DELETE ON feed_items REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION feed_items_feed_version();--> statement-breakpoint
CREATE TRIGGER feed_item_groups_feed_version_insert AFTER INSERT ON feed_item_groups REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION feed_item_rows_feed_version();--> statement-breakpoint
CREATE TRIGGER feed_item_groups_feed_version_update AFTER UPDATE ON feed_item_groups REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION feed_item_rows_feed_version();--> statement-breakpoint
CREATE TRIGGER feed_item_groups_feed_version_delete AFTER DELETE ON feed_item_groups REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION feed_item_rows_feed_version();--> statement-breakpoint
CREATE TRIGGER feed_item_recipients_feed_version_insert AFTER INSERT ON feed_item_recipients REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION feed_item_rows_feed_version();--> statement-breakpoint
CREATE TRIGGER feed_item_recipients_feed_version_update AFTER UPDATE ON feed_item_recipients REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION feed_item_rows_feed_version();--> statement-breakpoint
CREATE TRIGGER feed_item_recipients_feed_version_delete AFTER DELETE ON feed_item_recipients REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION feed_item_rows_feed_version();--> statement-breakpoint
CREATE TRIGGER document_approvals_feed_version_insert AFTER INSERT ON document_approvals REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION feed_item_rows_feed_version();--> statement-breakpoint
CREATE TRIGGER document_approvals_feed_version_update AFTER UPDATE ON document_approvals REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION feed_item_rows_feed_version();--> statement-breakpoint
CREATE TRIGGER document_approvals_feed_version_delete AFTER DELETE ON document_approvals REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION feed_item_rows_feed_version();--> statement-breakpoint
CREATE TRIGGER group_members_feed_version_insert AFTER INSERT ON group_members REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION group_members_feed_version();--> statement-breakpoint
CREATE TRIGGER group_members_feed_version_update AFTER UPDATE ON group_members REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION group_members_feed_version();--> statement-breakpoint
CREATE TRIGGER group_members_feed_version_delete AFTER DELETE ON group_members REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION group_members_feed_version();--> statement-breakpoint
CREATE TRIGGER groups_feed_version_delete AFTER DELETE ON groups REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION community_rows_feed_version();--> statement-breakpoint
CREATE TRIGGER attachments_feed_version_update AFTER UPDATE ON attachments REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION community_rows_feed_version();--> statement-breakpoint
CREATE TRIGGER attachments_feed_version_delete AFTER DELETE ON attachments REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION community_rows_feed_version();
