CREATE TABLE "feed_item_translations" (
	"feed_item_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"language" text NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	CONSTRAINT "feed_item_translations_feed_item_id_language_pk" PRIMARY KEY("feed_item_id","language")
);
--> statement-breakpoint
CREATE TABLE "community_languages" (
	"community_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"name" text NOT NULL,
	"script" text NOT NULL,
	"direction" text DEFAULT 'ltr' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_languages_community_id_tag_pk" PRIMARY KEY("community_id","tag")
);
--> statement-breakpoint
CREATE TABLE "notification_translations" (
	"notification_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "notification_translations_notification_id_language_pk" PRIMARY KEY("notification_id","language")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_items" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_item_translations" ADD CONSTRAINT "feed_item_translations_feed_item_id_feed_items_id_fk" FOREIGN KEY ("feed_item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_item_translations" ADD CONSTRAINT "feed_item_translations_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_languages" ADD CONSTRAINT "community_languages_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_translations" ADD CONSTRAINT "notification_translations_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_translations" ADD CONSTRAINT "notification_translations_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_item_translations_community_idx" ON "feed_item_translations" USING btree ("community_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "community_languages_default_key" ON "community_languages" USING btree ("community_id") WHERE "community_languages"."is_default";--> statement-breakpoint
CREATE INDEX "notification_translations_community_idx" ON "notification_translations" USING btree ("community_id","language");--> statement-breakpoint
-- Every existing community publishes in one default language, so nothing changes for it: French where most of its
-- administrators who chose a console language chose French (a community has no locale of its own), else English.
INSERT INTO "community_languages" ("community_id", "tag", "name", "script", "direction", "position", "is_default")
SELECT c."id",
       CASE WHEN f."fr" > f."en" THEN 'fr' ELSE 'en' END,
       CASE WHEN f."fr" > f."en" THEN 'Français' ELSE 'English' END,
       'Latn', 'ltr', 0, true
FROM "communities" c
CROSS JOIN LATERAL (
  SELECT count(*) FILTER (WHERE u."locale" = 'fr') AS "fr", count(*) FILTER (WHERE u."locale" = 'en') AS "en"
  FROM "memberships" m JOIN "users" u ON u."id" = m."user_id"
  WHERE m."community_id" = c."id" AND m."role" = 'ADMIN'
) f;--> statement-breakpoint
-- Existing items and pushes are in their community's default language (only French ones need a change).
UPDATE "feed_items" fi SET "language" = 'fr'
FROM "community_languages" l
WHERE l."community_id" = fi."community_id" AND l."is_default" AND l."tag" = 'fr';--> statement-breakpoint
UPDATE "notifications" n SET "language" = 'fr'
FROM "community_languages" l
WHERE l."community_id" = n."community_id" AND l."is_default" AND l."tag" = 'fr';
