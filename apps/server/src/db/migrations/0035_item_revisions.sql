CREATE TABLE "feed_item_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_item_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" uuid,
	"saved_by_name" text,
	"restored_from" integer,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_item_revisions" ADD CONSTRAINT "feed_item_revisions_feed_item_id_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_revisions" ADD CONSTRAINT "feed_item_revisions_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_revisions" ADD CONSTRAINT "feed_item_revisions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_item_revisions_item_number_key" ON "feed_item_revisions" USING btree ("feed_item_id","number");