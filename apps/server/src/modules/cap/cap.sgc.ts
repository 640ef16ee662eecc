import { parse } from 'csv-parse/sync';
import { foldText } from '../../lib/search-text';
import { SHIPPED_SUBDIVISIONS } from './sgc-csd';

export interface Subdivision {
  code: string;
  name: string;
  province: string;
}

// SGC province and territory codes (the first two digits of a census subdivision's code).
const PROVINCES: Record<string, string> = {
  '10': 'NL',
  '11': 'PE',
  '12': 'NS',
  '13': 'NB',
  '24': 'QC',
  '35': 'ON',
  '46': 'MB',
  '47': 'SK',
  '48': 'AB',
  '59': 'BC',
  '60': 'YT',
  '61': 'NT',
  '62': 'NU',
};

/**
 * A census subdivision code as SGC 2021 writes it: seven digits, the first two a province's or territory's. The
 * list an administrator searches may not be complete, so a well-formed code off it is accepted (named by its code).
 */
export const isSgcCode = (code: string) => /^\d{7}$/.test(code) && code.slice(0, 2) in PROVINCES;

/**
 * The census subdivisions of a list as Statistics Canada publishes it: each line whose first field of seven digits
 * is a census subdivision's code, named by the field after it. That reads the SGC 2021 classification-structure
 * CSV ("Level","Hierarchical structure","Code","Class title",…: its census divisions' four-digit codes and the
 * other levels are passed over), the census's geographic attribute files (CSDUID, CSDNAME, …) and `code|name` lines.
 */
export function parseSubdivisions(text: string): Subdivision[] {
  const rows: string[][] = parse(text, {
    bom: true,
    delimiter: [',', '|', '\t'],
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  });
  const out: Subdivision[] = [];
  for (const f of rows) {
    const at = f.findIndex((x) => /^\d{7}$/.test(x));
    if (at < 0 || !isSgcCode(f[at]) || !f[at + 1]) continue;
    out.push({ code: f[at], name: f[at + 1], province: PROVINCES[f[at].slice(0, 2)] });
  }
  return out;
}

/**
 * The census subdivisions administrators pick from: the few shipped with the product and the operator's list
 * (CAP_SGC_FILE), whose names win where both have a code.
 */
export function subdivisionList(operatorList?: string) {
  const byCode = new Map<string, Subdivision & { folded: string }>();
  for (const s of [...parseSubdivisions(SHIPPED_SUBDIVISIONS), ...parseSubdivisions(operatorList ?? '')])
    byCode.set(s.code, { ...s, folded: foldText(s.name) });
  const all = [...byCode.values()];
  return {
    /** The census subdivision of a code, or undefined when it is not on the list. */
    find(code: string): Subdivision | undefined {
      const s = byCode.get(code);
      return s && { code: s.code, name: s.name, province: s.province };
    },
    /** Subdivisions whose name has every word of the query (case and accents folded), names starting with it first. */
    search(q: string, limit = 20): Subdivision[] {
      const terms = foldText(q).split(/\s+/).filter(Boolean);
      if (!terms.length) return [];
      return all
        .filter((s) => terms.every((t) => s.folded.includes(t)))
        .sort(
          (a, b) =>
            Number(!a.folded.startsWith(terms[0])) - Number(!b.folded.startsWith(terms[0])) ||
            a.name.localeCompare(b.name),
        )
        .slice(0, limit)
        .map(({ code, name, province }) => ({ code, name, province }));
    },
  };
}
export type SubdivisionList = ReturnType<typeof subdivisionList>;
