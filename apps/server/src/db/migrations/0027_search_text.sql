-- users.search_text stops being computed by the database: the auth module writes lib/search-text.ts's searchText()
-- (accents folded, Plains Cree syllabics with their Roman spelling), which SQL cannot compute. The values kept
-- here are the old lower() form, marked by its chr(1) separators: the next start rewrites them in batches
-- (users_search_text_pending_idx finds them), and search works meanwhile as before.
ALTER TABLE "users" ALTER COLUMN "search_text" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "search_text" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "search_text" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE INDEX "users_search_text_pending_idx" ON "users" USING btree ("id") WHERE strpos("users"."search_text", chr(1)) > 0;--> statement-breakpoint
CREATE INDEX "feed_items_search_trgm_idx" ON "feed_items" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "feed_items_search_text_pending_idx" ON "feed_items" USING btree ("id") WHERE "feed_items"."search_text" is null;--> statement-breakpoint
-- A writer that changes a person's names, username or e-mail without the new search text (or inserts a person
-- without one) gets the old lower() form: searchable at once, and marked for the next start to rewrite.
CREATE FUNCTION users_search_text_fallback() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'INSERT' AND NEW.search_text = '')
     OR (TG_OP = 'UPDATE' AND NEW.search_text IS NOT DISTINCT FROM OLD.search_text
         AND (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
              OR OLD.username IS DISTINCT FROM NEW.username OR OLD.email IS DISTINCT FROM NEW.email)) THEN
    NEW.search_text := lower(NEW.first_name || ' ' || NEW.last_name || chr(1) || NEW.username || chr(1) || NEW.email);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_search_text_fallback BEFORE INSERT OR UPDATE OF first_name, last_name, username, email ON users
  FOR EACH ROW EXECUTE FUNCTION users_search_text_fallback();--> statement-breakpoint
-- The memberships' copy (migration 0017) now also follows a change of search_text alone (the start's rewrite).
DROP TRIGGER users_membership_sort_keys ON users;--> statement-breakpoint
CREATE TRIGGER users_membership_sort_keys AFTER UPDATE OF first_name, last_name, username, email, search_text ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
        OR OLD.username IS DISTINCT FROM NEW.username OR OLD.email IS DISTINCT FROM NEW.email
        OR OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION users_refresh_membership_sort_keys();
