// How many SMS segments a text takes (3GPP TS 23.038 / GSM 03.38): the GSM 7-bit alphabet fits 160 septets in one
// message and 153 in each part of a longer one (7 go to the concatenation header); the extension table's characters
// (€ ^ { } [ ] ~ | \ and form feed) take two septets, an escape and the character, and a part never ends between
// the two. Any character outside both tables (syllabics, emoji, accents beyond the table's é è ù ì ò à…) makes the
// whole text UCS-2: 70 UTF-16 units in one message, 67 a part, and a part never ends inside a surrogate pair.
// Providers bill per segment, so the composer shows this per language, and the server counts with the same function.
//
// Written from the table rather than taken from a library: the kept calculator (Twilio's sms-segments-calculator)
// is CommonJS and brings a grapheme splitter of 250 kB into the console's bundle for a count of a few lines; the
// national language shift tables (Turkish, Portuguese…) are not used by Canadian carriers and are not counted.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
// Each takes two septets (an escape, then the character).
const GSM_EXTENDED = '^{}\\[~]|€\f';
const basic = new Set(GSM_BASIC);
const extended = new Set(GSM_EXTENDED);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export const SMS_LIMITS = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const satisfies Record<SmsEncoding, { single: number; part: number }>;

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Characters as the encoding counts them: septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
  /** The distinct characters that made the text UCS-2, in order of appearance (empty for GSM-7). */
  unicode: string[];
}

/** Parts of `widths` (each character's units, never split) when they do not fit one message. */
function pack(widths: number[], total: number, limits: { single: number; part: number }): number {
  if (total <= limits.single) return 1;
  let segments = 1;
  let used = 0;
  for (const w of widths) {
    if (used + w > limits.part) {
      segments++;
      used = 0;
    }
    used += w;
  }
  return segments;
}

export function smsSegments(text: string): SmsSegments {
  const chars = [...text]; // code points: an emoji's surrogate pair stays one
  const unicode = [...new Set(chars.filter((c) => !basic.has(c) && !extended.has(c)))];
  const encoding: SmsEncoding = unicode.length ? 'UCS-2' : 'GSM-7';
  const widths = chars.map((c) => (encoding === 'UCS-2' ? c.length : extended.has(c) ? 2 : 1));
  const units = widths.reduce((a, b) => a + b, 0);
  return { encoding, units, segments: pack(widths, units, SMS_LIMITS[encoding]), unicode };
}

/** The price of one text: its segments at a provider's price per segment, rounded to a ten-thousandth. */
export const smsCost = (segments: number, segmentCost: number) =>
  Math.round(segments * segmentCost * 10_000) / 10_000;
