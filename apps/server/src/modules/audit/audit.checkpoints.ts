import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { AuditCheckpoint } from '@gathering/contract';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { CHECKPOINTS_PREFIX } from '../../lib/files/private-files';
import type { Storage } from '../../lib/files/storage';
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

/** Named by its time: a folder or a bucket lists them oldest first. */
const fileName = (c: Checkpoint) => `${c.document.at.replace(/[:.]/g, '-')}-${c.document.reason}.json`;

/** Parses what was read and keeps it when its signature verifies; else its name goes to `invalid`. */
function sortOut(read: { name: string; text: string | null }[], publicKeyPem: string) {
  const valid: Checkpoint[] = [];
  const invalid: string[] = [];
  for (const { name, text } of read) {
    let checkpoint: Checkpoint | null = null;
    try {
      checkpoint = text === null ? null : (JSON.parse(text) as Checkpoint);
    } catch {
      checkpoint = null;
    }
    if (checkpoint && isSigned(checkpoint, publicKeyPem)) valid.push(checkpoint);
    else invalid.push(name);
  }
  return { valid, invalid };
}

/**
 * The checkpoints in the file store every process shares (S3), when several processes serve one database and
 * AUDIT_CHECKPOINT_DIR names no folder: under audit-checkpoints/, never served at /files (private-files.ts).
 */
export function bucketCheckpointStore(
  storage: Pick<Storage, 'put' | 'get' | 'list'>,
  bucket: string,
): CheckpointStore {
  const store: CheckpointStore = {
    location: `the bucket ${bucket}, under ${CHECKPOINTS_PREFIX}/`,
    async save(checkpoint) {
      // An object store keeps a put whole or not at all.
      const key = `${CHECKPOINTS_PREFIX}/${fileName(checkpoint)}`;
      await storage.put(key, Buffer.from(JSON.stringify(checkpoint, null, 2) + '\n'), 'application/json');
      return key;
    },
    async load(publicKeyPem) {
      const read = [];
      for (const key of await storage.list(CHECKPOINTS_PREFIX)) {
        if (!key.endsWith('.json')) continue;
        const file = await storage.get(key);
        const chunks: Buffer[] = [];
        if (file) for await (const c of Readable.from(file.body)) chunks.push(Buffer.from(c as Buffer));
        read.push({ name: key, text: file ? Buffer.concat(chunks).toString('utf8') : null });
      }
      return sortOut(read, publicKeyPem);
    },
    async latest(publicKeyPem) {
      return (await store.load(publicKeyPem)).valid.at(-1) ?? null;
    },
  };
  return store;
}

/** Where this configuration keeps the checkpoints: the shared bucket, or AUDIT_CHECKPOINT_DIR's folder. */
export function configuredCheckpointStore(
  config: Pick<Config, 'auditCheckpointDir' | 'auditCheckpointsInBucket' | 's3'>,
  storage: Pick<Storage, 'put' | 'get' | 'list'>,
): CheckpointStore {
  return config.auditCheckpointsInBucket && config.s3
    ? bucketCheckpointStore(storage, config.s3.bucket)
    : checkpointStore(config.auditCheckpointDir);
}

export function checkpointStore(dir: string): CheckpointStore {
  const store: CheckpointStore = {
    location: dir,
    async save(checkpoint) {
      await mkdir(dir, { recursive: true });
      // Written whole, then renamed: never half a file.
      const path = join(dir, fileName(checkpoint));
      await writeFile(`${path}.partial`, JSON.stringify(checkpoint, null, 2) + '\n');
      await rename(`${path}.partial`, path);
      return path;
    },
    async load(publicKeyPem) {
      const names = (await readdir(dir).catch(() => [] as string[]))
        .filter((n) => n.endsWith('.json'))
        .sort();
      const read = [];
      for (const name of names)
        read.push({ name, text: await readFile(join(dir, name), 'utf8').catch(() => null) });
      return sortOut(read, publicKeyPem);
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
  store: CheckpointStore;
}): Checkpoints {
  const { store } = deps;
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
