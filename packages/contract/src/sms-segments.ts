// How many SMS segments a text takes (3GPP TS 23.038): the GSM 7-bit alphabet fits 160 characters in one message and
// 153 in each part of a longer one; any character outside it (syllabics, most accents beyond French's é/è/à…,
// emoji) makes the whole text UCS-2: 70 characters in one message, 67 a part. Providers bill per segment, so the
// composer shows this per language, and the server counts with the same function.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
// Each takes two septets (an escape, then the character).
const GSM_EXTENDED = '^{}\\[~]|€\f';
const basic = new Set(GSM_BASIC);
const extended = new Set(GSM_EXTENDED);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Characters as the encoding counts them: septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
}

export function smsSegments(text: string): SmsSegments {
  let septets = 0;
  for (const ch of text) {
    if (basic.has(ch)) septets += 1;
    else if (extended.has(ch)) septets += 2;
    else {
      const units = text.length;
      return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: 'GSM-7', units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}
