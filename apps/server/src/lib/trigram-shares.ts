/*
 * Which parts of a typed fragment to hand a trigram index (pg_trgm, GIN). The index answers a LIKE by reading, for
 * each trigram of the pattern, the list of every row that holds it, and intersecting the lists. A fragment with a
 * part that nearly every row shares (an e-mail domain every address has, a username pattern, "person" in every seeded
 * username) reads lists of millions of rows for an answer of a hundred: 40 ms for 'person2425' among 2.2 million
 * memberships, 480 ms for a whole address, against 1-4 ms for its uncommon part 'n2425' alone. So the index is asked
 * for the fragment's uncommon parts only, and the whole fragment is checked on the few rows they find.
 *
 * What is common comes from a sample of the rows' texts (db/member-search.ts). A wrong guess costs time, never a
 * row: every part is a piece of the fragment, so a row holding the fragment holds each part.
 */

/** How often each trigram occurs in a sample of rows: the share of the rows holding it. */
export interface TrigramShares {
  rows: number;
  share: ReadonlyMap<string, number>;
}

/** With fewer rows sampled the shares say too little (and the table is small): the fragment goes whole. */
export const MIN_SAMPLED_ROWS = 200;

// pg_trgm builds its trigrams within words of letters and digits; these are the trigrams inside a word (pg_trgm's
// padded ones at a word's edges are left out: a pattern's part is searched between wildcards, which has none).
const WORD = /[\p{L}\p{N}]+/gu;

function trigramsOf(word: string): string[] {
  const chars = [...word];
  const out: string[] = [];
  for (let i = 0; i + 3 <= chars.length; i++) out.push(chars.slice(i, i + 3).join(''));
  return out;
}

/** The shares of the trigrams in these texts (each text a row: a trigram counts once per row). */
export function trigramShares(texts: readonly string[]): TrigramShares {
  const counts = new Map<string, number>();
  for (const text of texts) {
    const seen = new Set<string>();
    for (const word of text.match(WORD) ?? []) for (const t of trigramsOf(word)) seen.add(t);
    for (const t of seen) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const share = new Map<string, number>();
  for (const [t, n] of counts) share.set(t, n / texts.length);
  return { rows: texts.length, share };
}

/** The runs of `word` (three characters or more) holding no trigram in more than `above` of the rows. */
function runsBelow(word: string, above: number, shareOf: (t: string) => number): string[] {
  const chars = [...word];
  const runs: string[] = [];
  // The run since the last trigram too common: chars[start..] (trigram i is chars[i..i+2]).
  let start = 0;
  trigramsOf(word).forEach((t, i) => {
    if (shareOf(t) <= above) return;
    if (i + 2 - start >= 3) runs.push(chars.slice(start, i + 2).join(''));
    start = i + 1;
  });
  if (chars.length - start >= 3) runs.push(chars.slice(start).join(''));
  return runs;
}

// What a LIKE costs the index, in units of one list entry read: every entry of its trigrams' lists, and each row
// the lists leave to check (a heap fetch and the comparison: about RECHECK entries; measured at 2.2 million
// memberships, 40 ms for 9 million entries, 4.4 ns each, against a microsecond or so a row). Parts of different
// words are taken as independent, the trigrams of one part as going together (a part matches about as often as its
// rarest trigram).
const RECHECK = 200;
const TRIES = [0.5, 0.2, 0.1, 0.05];

function cost(parts: string[], shareOf: (t: string) => number): number {
  let entries = 0;
  let rows = 1;
  for (const part of parts) {
    const shares = trigramsOf(part).map(shareOf);
    entries += shares.reduce((a, b) => a + b, 0);
    rows *= Math.min(...shares);
  }
  return entries + RECHECK * rows;
}

/**
 * The parts of `term` to hand the index instead of the term, or null when the term should go whole. The parts are
 * the runs of its words left when the trigrams above a share are taken out (tried at a few shares); they are used
 * when they cost a fifth less than the whole term or better by the measure above: a part nearly every row shares ('person' in
 * 'person2425', a domain) is read for nothing, while a word in a tenth of the rows narrows the rows to check tenfold
 * and stays. Null too when the sample is too small to tell.
 */
export function uncommonParts(term: string, shares: TrigramShares): string[] | null {
  if (shares.rows < MIN_SAMPLED_ROWS) return null;
  // A trigram the sample never saw is rarer than one row in it.
  const unseen = 0.5 / shares.rows;
  const shareOf = (t: string) => shares.share.get(t) ?? unseen;
  const words = term.match(WORD) ?? [];
  const whole = cost(
    words.filter((w) => [...w].length >= 3),
    shareOf,
  );
  let best: { parts: string[]; cost: number } | null = null;
  for (const above of TRIES) {
    const parts = [...new Set(words.flatMap((w) => runsBelow(w, above, shareOf)))];
    if (parts.length === 0) continue;
    const c = cost(parts, shareOf);
    if (c < whole * 0.8 && (!best || c < best.cost)) best = { parts, cost: c };
  }
  return best?.parts ?? null;
}
