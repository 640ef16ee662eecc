import { createHash } from 'node:crypto';

/** The hash a chain's first row points back to. */
export const GENESIS = '0'.repeat(64);

/**
 * What a row's hash covers: everything it says, its chain and the hash before it. Not its seq: the order is the
 * links themselves, so a row moved elsewhere in its chain still hashes right but breaks a link (found "reordered").
 */
export interface HashedFields {
  id: string;
  chain: string;
  communityId: string | null;
  at: Date;
  actorId: string | null;
  actorName: string | null;
  actorRole: string;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  changes: unknown;
  details: unknown;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  prevHash: string;
}

/**
 * JSON with object keys sorted at every depth: jsonb gives keys back in its own order, and the verifier must
 * hash exactly what the writer hashed.
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function rowHash(f: HashedFields): string {
  const body = canonicalJson({ ...f, at: f.at.toISOString() });
  return createHash('sha256').update(body).digest('hex');
}
