-- Documents and forms are now found by their file's display name and their field labels, in every language
-- (modules/content/content.search.ts). Their search text is folded in JavaScript (lib/search-text.ts), which SQL
-- cannot do: it is cleared here, and the next start rewrites it in batches before it listens (main.ts,
-- writePendingItemSearchText under feed_items_search_text_pending_idx), as 0027 had every item's written.
UPDATE "feed_items" SET "search_text" = NULL WHERE "kind" IN ('DOCUMENT', 'FORM');
