import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AuditCheckpoint } from '@gathering/contract';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { verifyDocument, type DocumentSigner } from '../../lib/signing';
import { auditRepository } from './audit.repository';

/**
 * Signed checkpoints of the audit trail (issue 33): every chain's head (its last seq and hash, and how far a purge
 * went), signed with the server's Ed25519 key (CERTIFICATE_SIGNING_KEY, published at /v1/public/certificate-key),
 * taken every day and at each export. They are kept outside the database — one JSON file each in
 * AUDIT_CHECKPOINT_DIR (DATA_DIR/audit-checkpoints unless set: a folder beside the backups), the latest published
 * at /v1/public/audit-checkpoint, and a community's own in its export — where someone holding the database's
 * credentials can neither rewrite nor forge them. The verifier holds each chain to them: a row a checkpoint saw
 * must still be there with the hash it had (audit.verify.ts), so rows cut from the end with the head rewound, or a
 * row altered and the rest of the chain hashed again, are found.
 */
export type Checkpoint = AuditCheckpoint;

export interface CheckpointStore {
  /** Where the checkpoints are kept (for the operator's words: the command and the docs name it). */
  readonly location: string;
  save(checkpoint: Checkpoint): Promise<string>;
  /** Every checkpoint kept, oldest first: those whose signature verifies, and the names of those that do not. */
  load(publicKeyPem: string): Promise<{ valid: Checkpoint[]; invalid: string[] }>;
  latest(publicKeyPem: string): Promise<Checkpoint | null>;
}

export function checkpointStore(dir: string): CheckpointStore {
  const store: CheckpointStore = {
    location: dir,
    async save(checkpoint) {
      await mkdir(dir, { recursive: true });
      // Named by its time: the folder lists oldest first. Written whole, then renamed: never half a file.
      const name = `${checkpoint.document.at.replace(/[:.]/g, '-')}-${checkpoint.document.reason}.json`;
      const path = join(dir, name);
      await writeFile(`${path}.partial`, JSON.stringify(checkpoint, null, 2) + '\n');
      await rename(`${path}.partial`, path);
      return path;
    },
    async load(publicKeyPem) {
      const names = (await readdir(dir).catch(() => [] as string[]))
        .filter((n) => n.endsWith('.json'))
        .sort();
      const valid: Checkpoint[] = [];
      const invalid: string[] = [];
      for (const name of names) {
        const checkpoint = await readFile(join(dir, name), 'utf8')
          .then((text) => JSON.parse(text) as Checkpoint)
          .catch(() => null);
        if (checkpoint && isSigned(checkpoint, publicKeyPem)) valid.push(checkpoint);
        else invalid.push(name);
      }
      return { valid, invalid };
    },
    async latest(publicKeyPem) {
      return (await store.load(publicKeyPem)).valid.at(-1) ?? null;
    },
  };
  return store;
}

function isSigned(c: Checkpoint, publicKeyPem: string): boolean {
  try {
    return (
      c.document?.kind === 'gathering-audit-checkpoint' &&
      c.signature?.algorithm === 'Ed25519' &&
      verifyDocument(c.document, c.signature.value, publicKeyPem)
    );
  } catch {
    return false;
  }
}

/** The database's heads now, signed: the checkpoint (not yet kept anywhere). */
export async function signCheckpoint(
  db: Executor,
  deps: { signer: DocumentSigner; clock: Clock; issuer: string },
  reason: Checkpoint['document']['reason'],
): Promise<Checkpoint> {
  const heads = await auditRepository.heads(db);
  const document: Checkpoint['document'] = {
    kind: 'gathering-audit-checkpoint',
    version: 1,
    issuer: deps.issuer,
    at: deps.clock.now().toISOString(),
    reason,
    chains: Object.fromEntries(
      heads.map((h) => [h.chain, { seq: h.seq, hash: h.hash, purgedThrough: h.purgedThrough }]),
    ),
  };
  return {
    document,
    signature: {
      algorithm: 'Ed25519',
      value: deps.signer.sign(document),
      keyFingerprint: deps.signer.fingerprint,
    },
  };
}

export interface Checkpoints {
  /** Signs the heads now and keeps the checkpoint in the store; answers it. */
  take(reason: Checkpoint['document']['reason']): Promise<Checkpoint>;
  store: CheckpointStore;
  publicKeyPem: string;
}

export function createCheckpoints(deps: {
  db: Executor;
  signer: DocumentSigner;
  clock: Clock;
  issuer: string;
  dir: string;
}): Checkpoints {
  const store = checkpointStore(deps.dir);
  return {
    store,
    publicKeyPem: deps.signer.publicKeyPem,
    async take(reason) {
      const checkpoint = await signCheckpoint(deps.db, deps, reason);
      await store.save(checkpoint);
      return checkpoint;
    },
  };
}
