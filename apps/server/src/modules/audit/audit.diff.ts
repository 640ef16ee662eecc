import { isAuditField } from '@gathering/contract';

/**
 * The fields an action changed, as { field: { before, after } }, with secrets left out by name: a password, a
 * token, a hash, a key or a secret is never written to the trail, not even as "changed" with its values.
 */
export type Changes = Record<string, { before: unknown; after: unknown }>;

const SECRET = /password|passphrase|secret|token|credential|cookie|signature|hash$|key$|^otp/i;

export const isSecretField = (name: string) => SECRET.test(name);

const plain = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

/** Keeps what is worth reading after the fact: plain values, dates as text, nested objects without secrets. */
export function scrub(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k, v]) => !isSecretField(k) && v !== undefined)
        .map(([k, v]) => [k, scrub(v)]),
    );
  }
  // jsonb refuses NUL; a pasted name may hold one.
  return typeof value === 'string' ? value.replaceAll('\u0000', '') : value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(scrub(a)) === JSON.stringify(scrub(b));

/**
 * Before/after of every field that differs (a creation passes `before` null, a deletion `after` null). `only`
 * narrows to the fields the action is about, when a row carries bookkeeping columns nobody changed by hand.
 */
export function diff(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  only?: readonly string[],
): Changes {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const out: Changes = {};
  for (const k of keys) {
    if (isSecretField(k) || (only && !only.includes(k))) continue;
    const b = before?.[k];
    const a = after?.[k];
    if (b === undefined && a === undefined) continue;
    if (before && after && same(b, a)) continue;
    out[k] = { before: scrub(plain(b)) ?? null, after: scrub(plain(a)) ?? null };
  }
  return out;
}

/**
 * The keys of changes and details outside the catalogue (contract AUDIT_FIELDS), at any depth of nested objects (not
 * inside lists, which the consoles show as lists): a key the consoles have no words for.
 */
export function unlabelledFields(...values: unknown[]): string[] {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return;
    for (const [k, inner] of Object.entries(v as Record<string, unknown>)) {
      if (!isAuditField(k)) out.add(k);
      walk(inner);
    }
  };
  for (const v of values) walk(v);
  return [...out];
}
