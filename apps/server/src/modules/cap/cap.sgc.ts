import { foldText } from '../../lib/search-text';
import { SGC_CSD_2021 } from './sgc-csd-2021';

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

let list: (Subdivision & { folded: string })[] | null = null;
function all() {
  list ??= SGC_CSD_2021.trim()
    .split('\n')
    .map((line) => {
      const [code, name] = line.split('|');
      return { code, name, province: PROVINCES[code.slice(0, 2)] ?? '', folded: foldText(name) };
    });
  return list;
}

/** The census subdivision of a code, or undefined when it is not on the shipped list. */
export const subdivision = (code: string): Subdivision | undefined => {
  const s = all().find((x) => x.code === code);
  return s && { code: s.code, name: s.name, province: s.province };
};

/**
 * A census subdivision code as SGC 2021 writes it: seven digits, the first two a province's or territory's. The
 * shipped list is not complete, so a well-formed code off it is accepted (named by its code).
 */
export const isSgcCode = (code: string) => /^\d{7}$/.test(code) && code.slice(0, 2) in PROVINCES;

/** Subdivisions whose name has every word of the query (case and accents folded), names starting with it first. */
export function searchSubdivisions(q: string, limit = 20): Subdivision[] {
  const terms = foldText(q).split(/\s+/).filter(Boolean);
  if (!terms.length) return [];
  return all()
    .filter((s) => terms.every((t) => s.folded.includes(t)))
    .sort(
      (a, b) =>
        Number(!a.folded.startsWith(terms[0])) - Number(!b.folded.startsWith(terms[0])) ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit)
    .map(({ code, name, province }) => ({ code, name, province }));
}
