DROP INDEX "users_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "memberships_search_trgm_idx" ON "memberships" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The membership's copy of its person's keys (migration 0014) now includes users.search_text.
CREATE OR REPLACE FUNCTION memberships_copy_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(u.first_name || ' ' || u.last_name), lower(u.first_name), lower(u.last_name), lower(u.username),
         lower(u.email), u.search_text
    INTO NEW.name_key, NEW.first_name_key, NEW.last_name_key, NEW.username_key, NEW.email_key, NEW.search_text
    FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_refresh_membership_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE memberships
     SET name_key = lower(NEW.first_name || ' ' || NEW.last_name), first_name_key = lower(NEW.first_name),
         last_name_key = lower(NEW.last_name), username_key = lower(NEW.username), email_key = lower(NEW.email),
         search_text = NEW.search_text
   WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE memberships m SET search_text = u.search_text FROM users u WHERE u.id = m.user_id;
