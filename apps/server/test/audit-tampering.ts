import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { rowHash } from '../src/modules/audit/audit.hash';
import { auditRepository } from '../src/modules/audit/audit.repository';
import type { TestContext } from './helpers/app';
import { createPlatformAdmin } from './helpers/factories';
import { login } from './helpers/session';

// The three edits of issue 33 that went unnoticed, as someone holding the database's credentials (and the owner's
// power to switch the guards off) makes them. Shared by audit-checkpoints.test.ts and audit-verify-command.test.ts.

export interface VerifiedChain {
  chain: string;
  ok: boolean;
  rows: number;
  problem: { kind: string; seq: number; checkpointAt?: string | null } | null;
}

/** Platform › Audit trail › Verify the chains, as a platform administrator presses it. */
export async function verifyAsPlatform(t: Pick<TestContext, 'app' | 'database'>) {
  const platform = await createPlatformAdmin(t.database);
  const s = await login(t.app, platform.username);
  const res = await t.app.inject({ method: 'POST', url: '/v1/administrator/audit/verify', headers: s.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    ok: boolean;
    chains: VerifiedChain[];
    checkpoints: { kept: number; latestAt: string | null; ignored: number };
  };
}

const guardsOff = (database: Database, statements: string) =>
  database.executeSql(`begin; set local session_replication_role = replica; ${statements} commit;`);

/** The last `n` rows of the chain deleted, and its head rewound to the row before them. */
export async function cutTail(database: Database, chain: string, n: number) {
  const rows = await auditRepository.chainPage(database.db, chain, 0, 100_000);
  const keep = rows[rows.length - n - 1];
  await guardsOff(
    database,
    `delete from audit_events where chain = '${chain}' and seq > ${keep.seq};
     update audit_chain_heads set seq = ${keep.seq}, hash = '${keep.hash}' where chain = '${chain}';`,
  );
}

/** The first `n` rows deleted (minutes old), and the head marked as if a retention purge had gone there. */
export async function cutStart(database: Database, chain: string, n: number) {
  const rows = await auditRepository.chainPage(database.db, chain, 0, 100_000);
  const last = rows[n - 1];
  await guardsOff(
    database,
    `delete from audit_events where chain = '${chain}' and seq <= ${last.seq};
     update audit_chain_heads set purged_through = ${last.seq}, purged_hash = '${last.hash}' where chain = '${chain}';`,
  );
}

/** One row's details changed, and every row from it on hashed again (and the head), so the chain links up. */
export async function alterAndRehash(database: Database, chain: string, seq: number) {
  const rows = await auditRepository.chainPage(database.db, chain, 0, 100_000);
  const statements: string[] = [];
  let prevHash = rows.find((r) => r.seq === seq - 1)?.hash ?? '0'.repeat(64);
  for (const row of rows.filter((r) => r.seq >= seq)) {
    const details = row.seq === seq ? { changedBy: 'someone with the credentials' } : row.details;
    const { seq: _s, hash: _h, ...fields } = row;
    const hash = rowHash({ ...fields, details, prevHash });
    const changed = row.seq === seq ? `details = '${JSON.stringify(details)}'::jsonb, ` : '';
    statements.push(
      `update audit_events set ${changed}prev_hash = '${prevHash}', hash = '${hash}' where id = '${row.id}';`,
    );
    prevHash = hash;
  }
  statements.push(`update audit_chain_heads set hash = '${prevHash}' where chain = '${chain}';`);
  await guardsOff(database, statements.join('\n'));
}

/** One row's details changed in place, its hash left as it was: the chain itself shows it (altered). */
export async function alterInPlace(database: Database, chain: string, seq: number) {
  await guardsOff(
    database,
    `update audit_events set details = '{"changedBy":"someone with the credentials"}'::jsonb
      where chain = '${chain}' and seq = ${seq};`,
  );
}
