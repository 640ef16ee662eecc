import { randomUUID } from 'node:crypto';
import type { PushMessage } from './types';

// Markers no title or body will hold (a fresh UUID per process), swapped for each message's token and delivery id.
const TOKEN = `\u0001${randomUUID()}\u0001`;
const ID = `\u0001${randomUUID()}\u0001`;
const TOKEN_JSON = JSON.stringify(TOKEN);
const ID_JSON = JSON.stringify(ID);

/** A message body with the token and delivery id left open. */
export type PayloadTemplate = (token: string, deliveryId: string) => string;

/**
 * Every message of a send is the same JSON but for its token and delivery id: it is built once (per
 * notification, platform and batch) with markers in their place, and each message splices its two strings in
 * (JSON-escaped) instead of building and serializing the whole object again.
 */
export function payloadTemplate(build: (token: string, deliveryId: string) => string): PayloadTemplate {
  const pieces: (string | typeof TOKEN | typeof ID)[] = [];
  let rest = build(TOKEN, ID);
  for (;;) {
    const t = rest.indexOf(TOKEN_JSON);
    const i = rest.indexOf(ID_JSON);
    if (t < 0 && i < 0) break;
    const isToken = t >= 0 && (i < 0 || t < i);
    const at = isToken ? t : i;
    pieces.push(rest.slice(0, at), isToken ? TOKEN : ID);
    rest = rest.slice(at + (isToken ? TOKEN_JSON : ID_JSON).length);
  }
  pieces.push(rest);
  return (token, deliveryId) => {
    let out = '';
    for (const p of pieces)
      out += p === TOKEN ? JSON.stringify(token) : p === ID ? JSON.stringify(deliveryId) : p;
    return out;
  };
}

const sameRecord = (a: Record<string, string>, b: Record<string, string>) => {
  let n = 0;
  for (const k in a) {
    if (a[k] !== b[k]) return false;
    n++;
  }
  for (const _ in b) n--;
  return n === 0;
};

const same = (a: unknown, b: unknown) =>
  a === b ||
  (typeof a === 'object' &&
    typeof b === 'object' &&
    a !== null &&
    b !== null &&
    sameRecord(a as Record<string, string>, b as Record<string, string>));

/**
 * The last template and what it was built from: a batch (one notification) reuses it for all its messages.
 * `key` lists what the JSON depends on besides token and delivery id (a flat record, such as the message's
 * data, is compared by its entries).
 */
export function templateCache() {
  let lastKey: readonly unknown[] = [];
  let last: PayloadTemplate | null = null;
  return (key: readonly unknown[], build: (token: string, deliveryId: string) => string) => {
    if (last && key.length === lastKey.length && key.every((k, i) => same(k, lastKey[i]))) return last;
    lastKey = key;
    last = payloadTemplate(build);
    return last;
  };
}

/** Whether a message has the previous one's payload but for its token and delivery id (one notification). */
export function samePayload(m: PushMessage, last: PushMessage | null): boolean {
  return (
    last !== null &&
    m.title === last.title &&
    m.body === last.body &&
    m.emergency === last.emergency &&
    m.data === last.data &&
    m.collapseId === last.collapseId &&
    m.expiresAt?.getTime() === last.expiresAt?.getTime()
  );
}
