ALTER TABLE "communities" ADD COLUMN "time_zone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_series_occurrence_key" ON "notifications" USING btree ("series_id","send_at");