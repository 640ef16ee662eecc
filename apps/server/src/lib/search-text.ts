import creeSyllabics from 'cree-sro-syllabics';

/*
 * What a search compares: one normalised string per record, built from all of its texts, and the same normalisation
 * of what a person types. The rules:
 * - Unicode NFC, so a name typed with combining accents equals the one typed with composed letters;
 * - Latin-script letters lose their diacritics and case ("Métis" → "metis", "ÎLE" → "ile"), and the few letters
 *   that do not decompose fold to their usual spellings (œ → oe, æ → ae, ß → ss, ø → o, ł → l, đ → d); typographic
 *   apostrophes become "'";
 * - other scripts are kept as written (lowercased where they have case); syllabics are never altered;
 * - Canadian Aboriginal Syllabics also get their Plains Cree standard Roman orthography spelling beside them
 *   (cree-sro-syllabics, NRC Canada's converter from the itwêwina dictionary project), folded like any Latin text,
 *   so "tânisi", "tanisi" and "ᑖᓂᓯ" all find "ᑖᓂᓯ", and a search typed in syllabics finds the Roman spelling too;
 * - Cree writing often leaves out the preaspiration, the h before a stop ("maskihkiy" is also written ᒪᐢᑭᑭᕀ,
 *   "maskikiy"): a text with an h before p, t, c or k also gets a line without it, and a query is looked for with and
 *   without it, so either spelling finds the other (issue 40 #7). Vowel length needs nothing more: the circumflexes
 *   and macrons of the Roman spelling fold away, and a syllabic's length dot makes no difference to its Roman
 *   spelling once folded (ᑖ "tâ" and ᑕ "ta" both read "ta");
 * - each text on its own line, runs of spaces as one: a typed phrase never matches across two fields.
 * No domain here: a module passes the list of texts of a record (every language version included) to searchText().
 */

// The three syllabics blocks: Unified Canadian Aboriginal Syllabics, its Extended block, and Extended-A.
const SYLLABICS = /[\u1400-\u167F\u18B0-\u18FF\u{11AB0}-\u{11ABF}]/u;
const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;
const LETTERS: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ı: 'i', ĸ: 'q' };
const SPECIAL = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');
const APOSTROPHES = /[\u2018\u2019\u02BC\u02BB]/g;
const CONTROLS = /\p{Cc}/gu;

/** One text folded for comparison (see the rules above). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(LATIN_MARKS, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(SPECIAL, (c) => LETTERS[c])
    .replace(APOSTROPHES, "'")
    .replace(CONTROLS, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

const PREASPIRATION = /h(?=[ptck])/g;

/** A folded text without the h before a stop (see the rules above). */
export const withoutPreaspiration = (folded: string) => folded.replace(PREASPIRATION, '');

/** The Plains Cree Roman spelling of the syllabics in `text` (other characters unchanged), or null without any. */
export function syllabicsAsRoman(text: string): string | null {
  return SYLLABICS.test(text) ? creeSyllabics.syllabics2sro(text.normalize('NFC')) : null;
}

/** A record's search string, from all its texts (empty and missing ones skipped). */
export function searchText(texts: readonly (string | null | undefined)[]): string {
  const lines: string[] = [];
  const add = (line: string) => {
    if (line && !lines.includes(line)) lines.push(line);
  };
  for (const text of texts) {
    if (!text) continue;
    const folded = foldText(text);
    const roman = syllabicsAsRoman(text);
    for (const line of [folded, roman === null ? '' : foldText(roman)]) {
      add(line);
      add(withoutPreaspiration(line));
    }
  }
  return lines.join('\n');
}

/**
 * What to look for in search strings for a typed query: the query folded, and, when it holds syllabics, its Roman
 * spelling folded too (a record matches either). Empty when the query has nothing left to look for.
 */
export function searchTerms(query: string): string[] {
  const terms = [foldText(query)];
  const roman = syllabicsAsRoman(query);
  if (roman !== null) terms.push(foldText(roman));
  terms.push(...terms.map(withoutPreaspiration));
  return [...new Set(terms)].filter((term) => term !== '');
}
