-- Search tolerates a Cree word written without its preaspiration, the h before a stop ("maskihkiy", ᒪᐢᑭᑭᕀ; issue
-- 40 #7): lib/search-text.ts adds a line without that h to a text that has one. The text is folded in JavaScript,
-- which SQL cannot do, so the rows that have such an h are marked here and the next start rewrites them in batches
-- before it listens (main.ts): items by a cleared text (feed_items_search_text_pending_idx), people by the chr(1)
-- mark of migration 0027 (users_search_text_pending_idx), which their memberships' copy follows.
UPDATE "feed_items" SET "search_text" = NULL WHERE "search_text" ~ 'h[ptck]';--> statement-breakpoint
UPDATE "users" SET "search_text" = chr(1) || "search_text" WHERE "search_text" ~ 'h[ptck]';
