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
CREATE UNIQUE INDEX "feed_item_revisions_item_number_key" ON "feed_item_revisions" USING btree ("feed_item_id","number");--> statement-breakpoint
-- Every item written before versions were kept starts its history with its state now, as version 1, saved when and
-- by whom it was last saved (the shape of content/revisions.ts's snapshotOf): its history shows it at once, and its
-- next save is compared with it. An item that has versions already is left alone.
INSERT INTO "feed_item_revisions" ("feed_item_id", "community_id", "number", "saved_at", "saved_by", "saved_by_name", "content")
SELECT i."id", i."community_id", 1, i."updated_at", i."updated_by",
	(SELECT coalesce(nullif(trim(u."first_name" || ' ' || u."last_name"), ''), u."username") FROM "users" u WHERE u."id" = i."updated_by"),
	jsonb_build_object(
		'kind', i."kind", 'language', i."language", 'headline', i."headline", 'tagline', i."tagline",
		'tags', to_jsonb(i."tags"), 'coverImageId', i."cover_image_id", 'attachmentId', i."attachment_id",
		'citationRequired', i."citation_required", 'data', i."data",
		'translations', coalesce((
			SELECT jsonb_agg(jsonb_build_object(
				'language', t."language", 'headline', t."headline", 'tagline', t."tagline", 'body', t."body",
				'displayName', t."display_name", 'labels', t."labels"
			) ORDER BY t."language" COLLATE "C")
			FROM "feed_item_translations" t WHERE t."feed_item_id" = i."id"
		), '[]'::jsonb)
	)
FROM "feed_items" i
WHERE NOT EXISTS (SELECT 1 FROM "feed_item_revisions" r WHERE r."feed_item_id" = i."id");
