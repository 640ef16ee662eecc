CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"membership_id" uuid,
	"guest_id" uuid,
	"platform" text NOT NULL,
	"token" text NOT NULL,
	"app_version" text,
	"locale" text,
	"time_zone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"membership_id" uuid,
	"guest_id" uuid,
	"platform" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"error" text,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_deliveries_notification_id_device_id_pk" PRIMARY KEY("notification_id","device_id"),
	CONSTRAINT "notification_deliveries_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"kind" text DEFAULT 'STANDARD' NOT NULL,
	"alert_type" text,
	"audience" jsonb NOT NULL,
	"feed_item_id" uuid,
	"send_at" timestamp with time zone,
	"time_zone" text,
	"local_time" boolean DEFAULT false NOT NULL,
	"recurrence" text,
	"recurrence_until" timestamp with time zone,
	"series_id" uuid,
	"reminder_after_minutes" integer,
	"reminder_max" integer,
	"failure_reason" text,
	"source" text DEFAULT 'CONSOLE' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"fanned_out_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "push_simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "quiet_hours_start" text;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "quiet_hours_end" text;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "push_health" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_feed_item_id_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."feed_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_community_id_idx" ON "devices" USING btree ("community_id","id");--> statement-breakpoint
CREATE INDEX "devices_membership_idx" ON "devices" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "devices_guest_idx" ON "devices" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_pending_idx" ON "notification_deliveries" USING btree ("notification_id","next_attempt_at") WHERE "notification_deliveries"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "notification_deliveries_membership_idx" ON "notification_deliveries" USING btree ("membership_id","sent_at");--> statement-breakpoint
CREATE INDEX "notifications_community_status_idx" ON "notifications" USING btree ("community_id","status","send_at");--> statement-breakpoint
CREATE INDEX "notifications_feed_item_idx" ON "notifications" USING btree ("feed_item_id");--> statement-breakpoint
CREATE INDEX "notifications_series_idx" ON "notifications" USING btree ("series_id");