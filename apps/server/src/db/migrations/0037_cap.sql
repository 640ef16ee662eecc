CREATE TABLE "cap_alert_links" (
	"notification_id" uuid PRIMARY KEY NOT NULL,
	"community_id" uuid NOT NULL,
	"msg_type" text NOT NULL,
	"references_id" uuid,
	"event_code" text NOT NULL,
	"event_names" jsonb,
	"severity" text,
	"urgency" text,
	"certainty" text,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cap_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"identifier" text NOT NULL,
	"sender" text NOT NULL,
	"sent" text NOT NULL,
	"msg_type" text NOT NULL,
	"refs" text[] DEFAULT '{}'::text[] NOT NULL,
	"event_code" text,
	"xml" text NOT NULL,
	"sha256" text NOT NULL,
	"source_id" uuid,
	"source_name" text,
	"link" text,
	"notification_id" uuid,
	"expires_at" timestamp with time zone,
	"signed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cap_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"thread" text NOT NULL,
	"msg_type" text NOT NULL,
	"status" text DEFAULT 'PROPOSED' NOT NULL,
	"event_code" text,
	"texts" jsonb NOT NULL,
	"severity" text,
	"urgency" text,
	"expires_at" timestamp with time zone,
	"notification_id" uuid,
	"previous_notification_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cap_settings" (
	"community_id" uuid PRIMARY KEY NOT NULL,
	"area" jsonb,
	"sgc_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"relay_now" text[] DEFAULT '{}'::text[] NOT NULL,
	"sign" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cap_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"polled_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cap_alert_links" ADD CONSTRAINT "cap_alert_links_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_alert_links" ADD CONSTRAINT "cap_alert_links_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_alert_links" ADD CONSTRAINT "cap_alert_links_references_id_notifications_id_fk" FOREIGN KEY ("references_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_documents" ADD CONSTRAINT "cap_documents_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_documents" ADD CONSTRAINT "cap_documents_source_id_cap_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."cap_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_documents" ADD CONSTRAINT "cap_documents_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_proposals" ADD CONSTRAINT "cap_proposals_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_proposals" ADD CONSTRAINT "cap_proposals_document_id_cap_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."cap_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_proposals" ADD CONSTRAINT "cap_proposals_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_proposals" ADD CONSTRAINT "cap_proposals_previous_notification_id_notifications_id_fk" FOREIGN KEY ("previous_notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_proposals" ADD CONSTRAINT "cap_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_settings" ADD CONSTRAINT "cap_settings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_sources" ADD CONSTRAINT "cap_sources_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cap_documents_message_key" ON "cap_documents" USING btree ("community_id","direction","sender","identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "cap_documents_notification_key" ON "cap_documents" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "cap_documents_community_idx" ON "cap_documents" USING btree ("community_id","direction","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cap_proposals_document_key" ON "cap_proposals" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cap_proposals_notification_key" ON "cap_proposals" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "cap_proposals_community_idx" ON "cap_proposals" USING btree ("community_id","status","created_at");--> statement-breakpoint
CREATE INDEX "cap_proposals_thread_idx" ON "cap_proposals" USING btree ("community_id","thread");--> statement-breakpoint
CREATE UNIQUE INDEX "cap_sources_community_url_key" ON "cap_sources" USING btree ("community_id","url");