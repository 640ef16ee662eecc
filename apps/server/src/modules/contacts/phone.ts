import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export interface Phone {
  /** +12045550123 */
  e164: string;
  /** (204) 555-0123 for a Canadian reader, +33 6 12 34 56 78 for another country's number. */
  display: string;
  /** False only when the number is known to be a landline (North American numbers are not told apart). */
  mobile: boolean;
}

/**
 * A typed number checked and put in E.164 by libphonenumber-js (Google's metadata): a number without its country
 * code is read as North American; null when it is not a valid number.
 */
export function normalizePhone(value: string): Phone | null {
  const parsed = parsePhoneNumberFromString(value, 'CA');
  if (!parsed || !parsed.isValid()) return null;
  const type = parsed.getType();
  return {
    e164: parsed.number,
    display: parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational(),
    mobile: type !== 'FIXED_LINE' && type !== 'VOIP' && type !== 'TOLL_FREE' && type !== 'PREMIUM_RATE',
  };
}

/** The number as people read it (the stored E.164 when it no longer parses). */
export const displayPhone = (e164: string) => normalizePhone(e164)?.display ?? e164;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A channel's value as stored (E.164 for numbers, lowercased e-mail), or what is wrong with it: the one check of the
 * app API, the console and the CSV import.
 */
export function channelValue(
  kind: 'MOBILE' | 'LANDLINE' | 'EMAIL',
  raw: string,
): { value: string } | { error: 'phoneInvalid' | 'notMobile' | 'emailInvalid' } {
  if (kind === 'EMAIL') {
    const value = raw.trim().toLowerCase();
    return EMAIL.test(value) && value.length <= 254 ? { value } : { error: 'emailInvalid' };
  }
  const phone = normalizePhone(raw);
  if (!phone) return { error: 'phoneInvalid' };
  if (kind === 'MOBILE' && !phone.mobile) return { error: 'notMobile' };
  return { value: phone.e164 };
}
