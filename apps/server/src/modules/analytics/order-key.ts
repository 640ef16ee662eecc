import { analyticsMessages } from '@gathering/contract';
import { badRequest } from '../../lib/errors';
import type { NameKey } from './platform-figures.repository';

// The per-community analytics table pages by keyset (spec: "an order key taken from the last row"): the key names
// the last row of a page by its name and id, so the next page starts right after it even when communities are
// added or removed meanwhile (an offset would then skip or repeat rows). It is opaque to the client: the id's 16
// bytes followed by the name in UTF-8, base64url — short enough for a query string (contract: at most 700).

const UUID_HEX = /^[0-9a-f]{32}$/;

export function encodeOrderKey(key: NameKey): string {
  const hex = key.id.replace(/-/g, '').toLowerCase();
  return Buffer.concat([Buffer.from(hex, 'hex'), Buffer.from(key.name, 'utf8')]).toString('base64url');
}

/** The row a key names; a key we did not make (edited, cut short, not UTF-8) is a 400 on `orderKey`. */
export function decodeOrderKey(text: string): NameKey {
  const invalid = () => badRequest(analyticsMessages.orderKeyInvalid, 'orderKey');
  const bytes = Buffer.from(text, 'base64url');
  // Node's decoder skips characters outside the alphabet; re-encoding shows whether the text was exactly ours.
  if (bytes.length < 16 || bytes.toString('base64url') !== text) throw invalid();
  const hex = bytes.subarray(0, 16).toString('hex');
  if (!UUID_HEX.test(hex)) throw invalid();
  let name: string;
  try {
    name = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(16));
  } catch {
    throw invalid();
  }
  // PostgreSQL text cannot hold NUL: such a key could only be forged, and would fail in the query.
  if (name.includes('\u0000')) throw invalid();
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { id, name };
}
