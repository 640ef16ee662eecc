CREATE TABLE "contact_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"alerts" boolean DEFAULT true NOT NULL,
	"news" boolean DEFAULT false NOT NULL,
	"consent_source" text NOT NULL,
	"consent_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_contact_details" (
	"membership_id" uuid PRIMARY KEY NOT NULL,
	"community_id" uuid NOT NULL,
	"address" text,
	"household_notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"to_address" text NOT NULL,
	"language" text NOT NULL,
	"step" integer NOT NULL,
	"cycle" integer NOT NULL,
	"provider_id" uuid,
	"sender_id" uuid,
	"from_address" text,
	"provider_ref" text,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"reason" text,
	"segments" integer DEFAULT 0 NOT NULL,
	"cost" double precision DEFAULT 0 NOT NULL,
	"failover" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handed_over_at" timestamp with time zone,
	"due_by" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_cascades" (
	"notification_id" uuid PRIMARY KEY NOT NULL,
	"community_id" uuid NOT NULL,
	"policy" jsonb NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_people" (
	"notification_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"state" text DEFAULT 'WAITING' NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"cycle" integer DEFAULT 1 NOT NULL,
	"next_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"language" text NOT NULL,
	"reached" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_via" text,
	"confirm_token_hash" text,
	"responder_id" uuid,
	CONSTRAINT "alert_people_notification_id_membership_id_pk" PRIMARY KEY("notification_id","membership_id")
);
--> statement-breakpoint
CREATE TABLE "alert_recordings" (
	"notification_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"language" text NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_recordings_notification_id_language_pk" PRIMARY KEY("notification_id","language")
);
--> statement-breakpoint
CREATE TABLE "cascade_policies" (
	"community_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"alert_types" text[] NOT NULL,
	"steps" jsonb NOT NULL,
	"cycles" integer DEFAULT 1 NOT NULL,
	"cycle_after_minutes" integer DEFAULT 30 NOT NULL,
	"receipt_timeout_seconds" integer DEFAULT 300 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cascade_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"settings" jsonb NOT NULL,
	"sealed_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cascade_responders" (
	"community_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"group_ids" uuid[] NOT NULL,
	CONSTRAINT "cascade_responders_community_id_membership_id_pk" PRIMARY KEY("community_id","membership_id")
);
--> statement-breakpoint
CREATE TABLE "cascade_senders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"per_second" double precision NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contact_channels" ADD CONSTRAINT "contact_channels_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_channels" ADD CONSTRAINT "contact_channels_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_contact_details" ADD CONSTRAINT "member_contact_details_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_contact_details" ADD CONSTRAINT "member_contact_details_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_attempts" ADD CONSTRAINT "alert_attempts_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_cascades" ADD CONSTRAINT "alert_cascades_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_cascades" ADD CONSTRAINT "alert_cascades_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_check_ins" ADD CONSTRAINT "alert_check_ins_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_check_ins" ADD CONSTRAINT "alert_check_ins_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_people" ADD CONSTRAINT "alert_people_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_people" ADD CONSTRAINT "alert_people_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_recordings" ADD CONSTRAINT "alert_recordings_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cascade_policies" ADD CONSTRAINT "cascade_policies_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cascade_providers" ADD CONSTRAINT "cascade_providers_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cascade_responders" ADD CONSTRAINT "cascade_responders_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cascade_responders" ADD CONSTRAINT "cascade_responders_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cascade_senders" ADD CONSTRAINT "cascade_senders_provider_id_cascade_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."cascade_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cascade_senders" ADD CONSTRAINT "cascade_senders_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_channels_member_value_key" ON "contact_channels" USING btree ("membership_id","kind","value");--> statement-breakpoint
CREATE INDEX "contact_channels_community_value_idx" ON "contact_channels" USING btree ("community_id","value");--> statement-breakpoint
CREATE INDEX "member_contact_details_community_idx" ON "member_contact_details" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "alert_attempts_person_idx" ON "alert_attempts" USING btree ("notification_id","membership_id");--> statement-breakpoint
CREATE INDEX "alert_attempts_queued_idx" ON "alert_attempts" USING btree ("community_id","channel","created_at") WHERE "alert_attempts"."status" = 'QUEUED';--> statement-breakpoint
CREATE INDEX "alert_attempts_open_idx" ON "alert_attempts" USING btree ("due_by") WHERE "alert_attempts"."status" in ('HANDING_OVER', 'SENT');--> statement-breakpoint
CREATE INDEX "alert_attempts_to_idx" ON "alert_attempts" USING btree ("community_id","to_address","created_at");--> statement-breakpoint
CREATE INDEX "alert_check_ins_person_idx" ON "alert_check_ins" USING btree ("notification_id","membership_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_people_due_idx" ON "alert_people" USING btree ("next_at") WHERE "alert_people"."next_at" is not null;--> statement-breakpoint
CREATE INDEX "alert_people_state_idx" ON "alert_people" USING btree ("notification_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_people_token_key" ON "alert_people" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "cascade_providers_community_idx" ON "cascade_providers" USING btree ("community_id","position");--> statement-breakpoint
CREATE INDEX "cascade_senders_provider_idx" ON "cascade_senders" USING btree ("provider_id");