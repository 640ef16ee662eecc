CREATE TABLE "activity_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"feed_item_id" uuid,
	"membership_id" uuid,
	"guest_id" uuid,
	"type" text NOT NULL,
	"conversion" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"file_path" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"original_name" text NOT NULL,
	"file_name" text NOT NULL,
	"file_url" text NOT NULL,
	"display_name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_item_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_item_groups" (
	"feed_item_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "feed_item_groups_feed_item_id_group_id_pk" PRIMARY KEY("feed_item_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "feed_item_likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_item_id" uuid NOT NULL,
	"membership_id" uuid,
	"guest_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_item_recipients" (
	"feed_item_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	CONSTRAINT "feed_item_recipients_feed_item_id_membership_id_pk" PRIMARY KEY("feed_item_id","membership_id")
);
--> statement-breakpoint
CREATE TABLE "feed_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"object_id" text,
	"kind" text NOT NULL,
	"headline" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_image_id" uuid,
	"attachment_id" uuid,
	"access" text DEFAULT 'MEMBERS' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"deleted_at" timestamp with time zone,
	"citation_required" boolean DEFAULT false NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"published_on" timestamp with time zone,
	"publish_at" timestamp with time zone,
	"publish_zone" text,
	"notify_on_publish" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"feed_rank" bigint,
	"view_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_items_object_id_unique" UNIQUE("object_id")
);
--> statement-breakpoint
CREATE TABLE "notification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"feed_item_id" uuid NOT NULL,
	"audience" jsonb NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "publishing_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"feed_item_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_feed_item_id_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."feed_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_approvals" ADD CONSTRAINT "document_approvals_feed_item_id_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_approvals" ADD CONSTRAINT "document_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_groups" ADD CONSTRAINT "feed_item_groups_feed_item_id_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_groups" ADD CONSTRAINT "feed_item_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_likes" ADD CONSTRAINT "feed_item_likes_feed_item_id_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_likes" ADD CONSTRAINT "feed_item_likes_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_likes" ADD CONSTRAINT "feed_item_likes_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_recipients" ADD CONSTRAINT "feed_item_recipients_feed_item_id_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_recipients" ADD CONSTRAINT "feed_item_recipients_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_cover_image_id_attachments_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_requests" ADD CONSTRAINT "notification_requests_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_requests" ADD CONSTRAINT "notification_requests_feed_item_id_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_requests" ADD CONSTRAINT "notification_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_log" ADD CONSTRAINT "publishing_log_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_log" ADD CONSTRAINT "publishing_log_feed_item_id_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_log" ADD CONSTRAINT "publishing_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_community_at_idx" ON "activity_events" USING btree ("community_id","at");--> statement-breakpoint
CREATE INDEX "activity_events_item_idx" ON "activity_events" USING btree ("feed_item_id","type","at");--> statement-breakpoint
CREATE INDEX "attachments_community_idx" ON "attachments" USING btree ("community_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_approvals_item_email_key" ON "document_approvals" USING btree ("feed_item_id","email");--> statement-breakpoint
CREATE INDEX "feed_item_groups_group_idx" ON "feed_item_groups" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_item_likes_member_key" ON "feed_item_likes" USING btree ("feed_item_id","membership_id") WHERE "feed_item_likes"."membership_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_item_likes_guest_key" ON "feed_item_likes" USING btree ("feed_item_id","guest_id") WHERE "feed_item_likes"."guest_id" is not null;--> statement-breakpoint
CREATE INDEX "feed_item_recipients_membership_idx" ON "feed_item_recipients" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "feed_items_community_kind_idx" ON "feed_items" USING btree ("community_id","kind","status");--> statement-breakpoint
CREATE INDEX "feed_items_feed_idx" ON "feed_items" USING btree ("community_id","feed_rank");--> statement-breakpoint
CREATE INDEX "feed_items_publish_at_idx" ON "feed_items" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "notification_requests_pending_idx" ON "notification_requests" USING btree ("processed_at","requested_at");--> statement-breakpoint
CREATE INDEX "publishing_log_item_idx" ON "publishing_log" USING btree ("feed_item_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_community_tag_key" ON "tags" USING btree ("community_id",lower("tag"));