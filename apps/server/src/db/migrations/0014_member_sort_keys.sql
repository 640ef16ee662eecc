ALTER TABLE "memberships" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "first_name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "last_name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "username_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "email_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "memberships_name_sort_idx" ON "memberships" USING btree ("community_id","status","name_key","user_id");--> statement-breakpoint
CREATE INDEX "memberships_first_name_sort_idx" ON "memberships" USING btree ("community_id","status","first_name_key","user_id");--> statement-breakpoint
CREATE INDEX "memberships_last_name_sort_idx" ON "memberships" USING btree ("community_id","status","last_name_key","user_id");--> statement-breakpoint
CREATE INDEX "memberships_username_sort_idx" ON "memberships" USING btree ("community_id","status","username_key");--> statement-breakpoint
CREATE INDEX "memberships_email_sort_idx" ON "memberships" USING btree ("community_id","status","email_key");--> statement-breakpoint
-- A membership's copy of its person's sort keys (schema: memberships.name_key ...), kept by the database so no
-- writer can forget it: filled when a membership is created or relinked to another person (an erased member's
-- tombstone), refreshed when the person's names, username or e-mail change.
CREATE FUNCTION memberships_copy_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(u.first_name || ' ' || u.last_name), lower(u.first_name), lower(u.last_name), lower(u.username),
         lower(u.email)
    INTO NEW.name_key, NEW.first_name_key, NEW.last_name_key, NEW.username_key, NEW.email_key
    FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER memberships_sort_keys BEFORE INSERT OR UPDATE OF user_id ON memberships
  FOR EACH ROW EXECUTE FUNCTION memberships_copy_sort_keys();--> statement-breakpoint
CREATE FUNCTION users_refresh_membership_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE memberships
     SET name_key = lower(NEW.first_name || ' ' || NEW.last_name), first_name_key = lower(NEW.first_name),
         last_name_key = lower(NEW.last_name), username_key = lower(NEW.username), email_key = lower(NEW.email)
   WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_membership_sort_keys AFTER UPDATE OF first_name, last_name, username, email ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
        OR OLD.username IS DISTINCT FROM NEW.username OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION users_refresh_membership_sort_keys();--> statement-breakpoint
UPDATE memberships m
   SET name_key = lower(u.first_name || ' ' || u.last_name), first_name_key = lower(u.first_name),
       last_name_key = lower(u.last_name), username_key = lower(u.username), email_key = lower(u.email)
  FROM users u WHERE u.id = m.user_id;
