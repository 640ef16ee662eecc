ALTER TABLE "community_exports" ADD COLUMN "runner" uuid;--> statement-breakpoint
ALTER TABLE "community_exports" ADD COLUMN "lease_until" timestamp with time zone;