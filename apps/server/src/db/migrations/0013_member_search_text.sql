ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || chr(1) || username || chr(1) || email)) STORED;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The expression index of migration 0003 is replaced by users_search_text_trgm_idx on the stored column.
DROP INDEX IF EXISTS "users_search_trgm_idx";