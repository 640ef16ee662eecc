import { sql } from 'drizzle-orm';
import { likePattern } from '../lib/paging';
import { searchTerms } from '../lib/search-text';
import { memberships } from './schema';

/**
 * The typed fragment anywhere in a person's names, username or e-mail: a LIKE on the membership's copy of
 * users.search_text (lib/search-text.ts: accents and case folded, syllabics with their Plains Cree Roman spelling;
 * copied by migration 0017's triggers) under the trigram index memberships_search_trgm_idx, so a search never
 * joins the person to decide whether a member matches. A query in syllabics also looks for its Roman spelling.
 * Shared by a community's members list and the platform's list of every community's members.
 */
export const matchesMemberSearch = (search: string) => {
  const terms = searchTerms(search);
  // Only blanks or controls: the fragment as typed, which no search text holds.
  if (terms.length === 0) return sql`${memberships.searchText} like ${likePattern(search)}`;
  const each = terms.map((term) => sql`${memberships.searchText} like ${likePattern(term)}`);
  return sql`(${sql.join(each, sql` or `)})`;
};

/**
 * A search counts its matches only up to this many past the requested page: counting every match of a term
 * that matches nearly everyone (a domain, one letter) reads the whole community. Beyond it `total` is a lower
 * bound and the page says `capped` (the pager still reaches this many matches ahead: 25 pages of 20). 500, not
 * 1,000: the capped count reads and sorts that many matches before anything else, and for a name-like term under a
 * name sort (a capped count, a walk that finds too few, a sort of all matches) halving it took the worst sorts'
 * p95 on the embedded engine from 47-57 ms to 30-35 ms (bench:members).
 */
export const SEARCH_COUNT_AHEAD = 500;
