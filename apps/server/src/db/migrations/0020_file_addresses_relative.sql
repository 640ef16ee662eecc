-- Uploaded files' addresses were stored absolute (PUBLIC_URL/files/<key>), so a database restored under another
-- host name or port pointed every logo, cover and screenshot at the old one. They are now stored relative to the
-- public base ("files/<key>") and made absolute with the running server's PUBLIC_URL when answered
-- (lib/files/storage.ts). Only addresses that end in this row's own storage key are rewritten: a logo that is an
-- external address stays as it is.
UPDATE "attachments" SET "file_url" = 'files/' || "file_path"
  WHERE "file_url" ~ '^https?://' AND right("file_url", length("file_path") + 7) = '/files/' || "file_path";--> statement-breakpoint
UPDATE "support_attachments" SET "url" = 'files/' || "storage_key"
  WHERE "url" ~ '^https?://' AND right("url", length("storage_key") + 7) = '/files/' || "storage_key";--> statement-breakpoint
UPDATE "communities" SET "logo" = substring("logo" from '/(files/communities/[0-9a-f-]{36}/[A-Za-z0-9][A-Za-z0-9._-]*)$')
  WHERE "logo" ~ ('^https?://[^?#]*/files/communities/' || "id"::text || '/[A-Za-z0-9][A-Za-z0-9._-]*$');
