DROP INDEX "memberships_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "memberships_search_trgm_idx" ON "memberships" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);