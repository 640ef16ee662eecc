ALTER TABLE "communities" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "web_p256dh" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "web_auth" text;