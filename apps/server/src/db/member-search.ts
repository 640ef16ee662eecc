import { sql } from 'drizzle-orm';
import { likePattern } from '../lib/paging';
import { searchTerms } from '../lib/search-text';
import { trigramShares, uncommonParts, type TrigramShares } from '../lib/trigram-shares';
import type { Executor } from './client';
import { rowsOf } from './rows';
import { memberships } from './schema';

/**
 * The typed fragment anywhere in a person's names, username or e-mail: a LIKE on the membership's copy of
 * users.search_text (lib/search-text.ts: accents and case folded, syllabics with their Plains Cree Roman spelling;
 * copied by migration 0017's triggers) under the trigram index memberships_search_trgm_idx, so a search never
 * joins the person to decide whether a member matches. A query in syllabics also looks for its Roman spelling.
 * Shared by a community's members list and the platform's list of every community's members.
 *
 * With `shares` (memberSearchShares), a fragment holding a part most people share (a domain, "person" in every
 * seeded username) asks the index for its uncommon parts only (lib/trigram-shares.ts) and checks the whole fragment
 * with strpos, which the index cannot take: the same rows as the LIKE, 'person2425' among 2.2 million memberships in
 * 3.5 ms instead of 40, a whole address instead of 480.
 */
export const matchesMemberSearch = (search: string, shares?: TrigramShares) => {
  const terms = searchTerms(search);
  // Only blanks or controls: the fragment as typed, which no search text holds.
  if (terms.length === 0) return sql`${memberships.searchText} like ${likePattern(search)}`;
  const each = terms.map((term) => {
    const parts = shares ? uncommonParts(term, shares) : null;
    if (!parts) return sql`${memberships.searchText} like ${likePattern(term)}`;
    const index = parts.map((part) => sql`${memberships.searchText} like ${likePattern(part)}`);
    return sql`(${sql.join(index, sql` and `)} and strpos(${memberships.searchText}, ${term}) > 0)`;
  });
  return sql`(${sql.join(each, sql` or `)})`;
};

// About this many pages of memberships are read for a sample (system sampling picks whole pages: ~2,700 rows at
// national scale, 17 ms), at most this many rows kept, and a process samples again after this many searches.
const SAMPLE_PAGES = 120;
const SAMPLE_ROWS = 4000;
const RESAMPLE_AFTER = 1000;

const sampled = new WeakMap<object, { uses: number; shares: Promise<TrigramShares> }>();

/** How common each trigram is in the memberships' search texts, from a page sample. */
async function sampleShares(db: Executor): Promise<TrigramShares> {
  const rows = rowsOf<{ text: string }>(
    await db.execute(sql`
      select search_text as text from ${memberships} tablesample system ((
        select least(100, 100.0 * ${sql.raw(String(SAMPLE_PAGES))}
          / greatest(1, pg_relation_size('memberships') / current_setting('block_size')::int))))
      limit ${sql.raw(String(SAMPLE_ROWS))}`),
  );
  return trigramShares(rows.map((r) => r.text));
}

/**
 * The trigram shares of members' search texts for matchesMemberSearch, sampled once per database handle and again
 * after RESAMPLE_AFTER searches (people come and go; what they share changes slowly). Kept in the process: each
 * process samples its own, and a sample only decides how the index is asked, never which members match. A failed
 * sample is forgotten and the search goes as if nothing were common.
 */
export function memberSearchShares(db: Executor): Promise<TrigramShares> {
  let entry = sampled.get(db);
  if (!entry || entry.uses >= RESAMPLE_AFTER) {
    const shares = sampleShares(db).catch(() => {
      sampled.delete(db);
      return trigramShares([]);
    });
    entry = { uses: 0, shares };
    sampled.set(db, entry);
  }
  entry.uses++;
  return entry.shares;
}

/**
 * A search counts its matches only up to this many past the requested page: counting every match of a term
 * that matches nearly everyone (a domain, one letter) reads the whole community. Beyond it `total` is a lower
 * bound and the page says `capped` (the pager still reaches this many matches ahead: 25 pages of 20). 500, not
 * 1,000: the capped count reads and sorts that many matches before anything else, and for a name-like term under a
 * name sort (a capped count, a walk that finds too few, a sort of all matches) halving it took the worst sorts'
 * p95 on the embedded engine from 47-57 ms to 30-35 ms (bench:members).
 */
export const SEARCH_COUNT_AHEAD = 500;
