ALTER TABLE "audit_chain_heads" ADD COLUMN "purge_record" jsonb;--> statement-breakpoint
-- A chain's head only moves forward (issue 33): one row appended (seq + 1, the purge unchanged), a retention purge
-- over rows already deleted (the last seq and hash unchanged), or an imported chain's start attested. Never rewound, rewritten or removed: rows cut from the
-- end of a chain stay named by its head. With the server connected as a role that does not own these tables
-- (docs/operations.md, "The audit trail's roles"), it cannot switch this off; only the owner (or a superuser) can.
-- Its search path is fixed, as the trail's own guard's is now: a role that may create a schema (pg-boss's) must not
-- be able to shadow now() or the tables for it.
CREATE OR REPLACE FUNCTION audit_chain_heads_forward_only() RETURNS trigger LANGUAGE plpgsql
  SET search_path = pg_catalog, public AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.chain = OLD.chain THEN
    IF NEW.seq = OLD.seq + 1 AND NEW.purged_through = OLD.purged_through
       AND NEW.purged_hash IS NOT DISTINCT FROM OLD.purged_hash
       AND NEW.purge_record IS NOT DISTINCT FROM OLD.purge_record THEN
      RETURN NEW;
    END IF;
    IF NEW.seq = OLD.seq AND NEW.hash = OLD.hash AND NEW.purged_through > OLD.purged_through
       AND NEW.purged_through <= NEW.seq
       AND NOT EXISTS (SELECT 1 FROM audit_events e WHERE e.chain = NEW.chain AND e.seq <= NEW.purged_through) THEN
      RETURN NEW;
    END IF;
    -- An imported chain's start attested afterwards: its record added, nothing else (a record is signed).
    IF NEW.seq = OLD.seq AND NEW.hash = OLD.hash AND NEW.purged_through = OLD.purged_through
       AND NEW.purged_hash IS NOT DISTINCT FROM OLD.purged_hash AND OLD.purge_record IS NULL THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_chain_heads only moves forward: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_chain_heads_forward_only BEFORE UPDATE OR DELETE ON audit_chain_heads
  FOR EACH ROW EXECUTE FUNCTION audit_chain_heads_forward_only();--> statement-breakpoint
CREATE TRIGGER audit_chain_heads_no_truncate BEFORE TRUNCATE ON audit_chain_heads
  FOR EACH STATEMENT EXECUTE FUNCTION audit_chain_heads_forward_only();
--> statement-breakpoint
ALTER FUNCTION audit_events_append_only() SET search_path = pg_catalog, public;
