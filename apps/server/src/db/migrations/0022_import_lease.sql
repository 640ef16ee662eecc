ALTER TABLE "member_imports" ADD COLUMN "runner" uuid;--> statement-breakpoint
ALTER TABLE "member_imports" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
-- Imports left unfinished by the previous version counted their invalid rows first, so their "processed" is not
-- the cursor in file order a resumed run now continues from: they start again from the top (as that version's
-- runs did; rows already applied count as updated).
UPDATE "member_imports" SET "processed" = 0, "created" = 0, "updated" = 0, "invalid" = 0 WHERE "status" <> 'DONE';
