CREATE INDEX "memberships_status_sort_idx" ON "memberships" USING btree ("community_id","status","id");--> statement-breakpoint
CREATE INDEX "memberships_created_sort_idx" ON "memberships" USING btree ("community_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "memberships_last_login_sort_idx" ON "memberships" USING btree ("community_id","status","last_login_at","id");--> statement-breakpoint
CREATE INDEX "memberships_role_sort_idx" ON "memberships" USING btree ("community_id","status","role","id");--> statement-breakpoint
CREATE INDEX "memberships_scope_sort_idx" ON "memberships" USING btree ("community_id","status","scope","id");--> statement-breakpoint
CREATE INDEX "users_full_name_sort_idx" ON "users" USING btree (lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "users_first_name_sort_idx" ON "users" USING btree (lower("first_name"),"id");--> statement-breakpoint
CREATE INDEX "users_last_name_sort_idx" ON "users" USING btree (lower("last_name"),"id");