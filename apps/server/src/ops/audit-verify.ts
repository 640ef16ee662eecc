import type { AuditChainResult } from '@gathering/contract';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { documentSigner } from '../lib/signing';
import { configuredCheckpointStore, verifyChains } from '../modules/audit';
import { createStorage } from '../lib/files/storage';
import { NoGatheringDataError, openGatheringDatabase, openGatheringSnapshot } from './gathering-data';
import { snapshotFromServer } from './socket';

/**
 * The database to verify, when it holds Gathering's data: PostgreSQL as configured; the embedded one through the
 * running server's snapshot (a crash-consistent copy, opened in memory, so the server keeps serving), or its folder
 * when no server runs.
 */
async function open(config: Config): Promise<Database> {
  if (config.databaseUrl) return openGatheringDatabase(config);
  const snapshot = await snapshotFromServer(config.dataDir);
  if (snapshot) return openGatheringSnapshot(snapshot, config.dataDir);
  return openGatheringDatabase(config);
}

/**
 * `npm run audit:verify`: every chain of the audit trail, walked row by row and held to every signed checkpoint kept
 * in AUDIT_CHECKPOINT_DIR (modules/audit/audit.verify.ts). Answers the chains, and how many checkpoints were read
 * and where.
 */
export async function auditVerify(
  config: Config,
): Promise<AuditChainResult[] & { checkpoints?: { kept: number; ignored: string[]; location: string } }> {
  // The data first: a folder or database where the server never ran is refused in a sentence before anything else.
  const database = await open(config);
  try {
    // The checkpoints are signed with the certificate key: without it none could be trusted, and the command would
    // pass a trail it cannot hold to them.
    if (!config.certificateKey)
      throw new NoGatheringDataError(
        `${config.dataDir} holds no certificate-signing-key.pem, and the environment does not set CERTIFICATE_SIGNING_KEY: run the check with the server's own DATA_DIR and environment.`,
      );
    const publicKeyPem = documentSigner(config.certificateKey).publicKeyPem;
    const store = configuredCheckpointStore(config, createStorage(config));
    const { valid, invalid } = await store.load(publicKeyPem);
    const chains = await verifyChains(database.db, { checkpoints: valid, publicKeyPem, now: new Date() });
    return Object.assign(chains, {
      checkpoints: { kept: valid.length, ignored: invalid, location: store.location },
    });
  } finally {
    await database.close();
  }
}

/** One line per chain: OK with its row count, or the first row found altered, removed or reordered. */
export function describeChain(c: AuditChainResult): string {
  const name = c.communityId ? `community ${c.communityId}` : 'platform';
  if (!c.problem) return `OK      ${name}: ${c.rows} rows`;
  const p = c.problem;
  const row = p.id ? `row ${p.seq} (id ${p.id}, ${p.action} at ${p.at})` : `row ${p.seq}`;
  const what = {
    altered: `${row} was altered: its contents no longer give its hash`,
    removed: p.id
      ? `a row before ${row} was removed`
      : p.checkpointAt
        ? `${row} and after were removed (the signed checkpoint of ${p.checkpointAt} saw them)`
        : `${row} and after were removed (the chain's head names them)`,
    reordered: `${row} is out of order: it does not follow the row before it`,
    rewritten: `${row} is not what the signed checkpoint of ${p.checkpointAt} saw: a row at or before it was changed and the chain hashed again`,
    purged: `rows 1 to ${p.seq} were removed without a signed purge of rows past their retention`,
  }[p.kind];
  return `BROKEN  ${name}: ${what}`;
}
