-- Member search matches a typed fragment anywhere in a name, username or e-mail: a trigram index makes that
-- an index scan instead of reading every member (100,000 in a large community). The expression must match
-- membersRepository's search expression exactly.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name" || chr(1) || "username" || chr(1) || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_full_name_idx" ON "users" (lower("first_name" || ' ' || "last_name"));
