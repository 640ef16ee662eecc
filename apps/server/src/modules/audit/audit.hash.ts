import { createHash } from 'node:crypto';
import { canonicalJson } from '../../lib/signing';

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
 * A row's hash links it to the one before: sha256(prevHash + bodyHash), both as hex. The body hash covers everything
 * the row says and its chain (canonical JSON: keys sorted at every depth, since jsonb gives keys back in its own
 * order); it is computed by the writer, and the link by the database in the append's one statement
 * (audit.repository.ts), with the head row's previous hash, so an append is one round trip.
 */
export function bodyHash(f: Omit<HashedFields, 'prevHash'>): string {
  const { prevHash: _p, ...body } = f as HashedFields;
  return sha256Hex(canonicalJson({ ...body, at: f.at.toISOString() }));
}

export const linkHash = (prevHash: string, body: string): string => sha256Hex(prevHash + body);

export const rowHash = (f: HashedFields): string => linkHash(f.prevHash, bodyHash(f));

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
