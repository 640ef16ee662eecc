CREATE TABLE "analytics_daily" (
	"community_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"item_id" uuid NOT NULL,
	"audience" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "analytics_daily_community_id_metric_item_id_day_audience_detail_pk" PRIMARY KEY("community_id","metric","item_id","day","audience","detail")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_subjects" (
	"community_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"item_id" uuid NOT NULL,
	"day" date NOT NULL,
	"subject_id" uuid NOT NULL,
	"audience" text NOT NULL,
	CONSTRAINT "analytics_daily_subjects_community_id_metric_item_id_day_subject_id_pk" PRIMARY KEY("community_id","metric","item_id","day","subject_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"watermark" "xid8" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "audience" text;--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "notification_id" uuid;--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_daily_subjects" ADD CONSTRAINT "analytics_daily_subjects_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_daily_metric_day_idx" ON "analytics_daily" USING btree ("metric","day","community_id") WHERE "analytics_daily"."item_id" = '00000000-0000-0000-0000-000000000000';--> statement-breakpoint
CREATE INDEX "activity_events_xid_idx" ON "activity_events" USING btree ("xid");