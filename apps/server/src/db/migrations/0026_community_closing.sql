CREATE TABLE "community_closings" (
	"community_id" uuid PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"deletion_due_at" timestamp with time zone NOT NULL,
	"closed_by" uuid,
	"reminder_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_retention" (
	"community_id" uuid PRIMARY KEY NOT NULL,
	"archive_after_days" integer,
	"purge_deleted_members_after_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "deletion_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"community_name" text NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"document" jsonb NOT NULL,
	"signature" text NOT NULL,
	"key_fingerprint" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_closings" ADD CONSTRAINT "community_closings_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_closings" ADD CONSTRAINT "community_closings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_retention" ADD CONSTRAINT "community_retention_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_retention" ADD CONSTRAINT "community_retention_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deletion_certificates_deleted_idx" ON "deletion_certificates" USING btree ("deleted_at");