CREATE TABLE "audit_chain_heads" (
	"chain" text NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"purged_through" bigint DEFAULT 0 NOT NULL,
	"purged_hash" text,
	CONSTRAINT "audit_chain_heads_chain_pk" PRIMARY KEY("chain")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain" text NOT NULL,
	"seq" bigint NOT NULL,
	"community_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text,
	"target_id" text,
	"changes" jsonb,
	"details" jsonb,
	"ip" text,
	"user_agent" text,
	"request_id" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_chain_seq_idx" ON "audit_events" USING btree ("chain","seq");--> statement-breakpoint
CREATE INDEX "audit_events_community_at_idx" ON "audit_events" USING btree ("community_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
-- Append-only (issue 24): the server's own role cannot change or remove a row of the trail. A row may go only once
-- older than 24 months (the legal floor of retention; AUDIT_RETENTION_MONTHS may keep rows longer, never shorter),
-- by the retention purge. Only a superuser disabling this trigger can alter the table: `npm run audit:verify`
-- finds what they did through the hash chain.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '24 months' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
