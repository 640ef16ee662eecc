import type { AuditAction } from '@gathering/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { fixedClock } from '../src/lib/clock';
import { documentSigner } from '../src/lib/signing';
import { purgeAudit } from '../src/modules/audit/audit.purge';
import { createAuditRecorder } from '../src/modules/audit/audit.service';
import { verifyChains } from '../src/modules/audit';
import { useTestContext } from './helpers/context';
import { createCommunity } from './helpers/factories';

const MONTH = 30 * 86_400_000;

// Issue 24 item 1: kept at least 24 months (configurable, never less); a purge keeps the chain verifiable.
describe('audit trail: retention', () => {
  const t = useTestContext();
  const signer = () => documentSigner(t.config.certificateKey);
  const purge = (retentionMonths: number) =>
    purgeAudit({ database: t.database, clock: t.clock, retentionMonths, signer: signer() });
  const verify = () =>
    verifyChains(t.database.db, { checkpoints: [], publicKeyPem: signer().publicKeyPem, now: t.clock.now() });

  async function chainWithOldRows() {
    const community = await createCommunity(t.database);
    const old = createAuditRecorder({ clock: fixedClock(new Date(t.clock.now().getTime() - 30 * MONTH)) });
    const recent = createAuditRecorder({ clock: t.clock });
    for (let i = 0; i < 3; i++)
      await old.record(t.database.db, { communityId: community.id, action: `test.old${i}` as AuditAction });
    for (let i = 0; i < 2; i++)
      await recent.record(t.database.db, {
        communityId: community.id,
        action: `test.new${i}` as AuditAction,
      });
    const seqs = async () =>
      (
        await t.database.executeSql(`select seq from audit_events where chain = $1 order by seq`, [
          community.id,
        ])
      ).rows.map((r) => Number(r.seq));
    return { community, seqs };
  }

  it('purges rows past the retention from the start of each chain, and the chain still verifies', async () => {
    const { community, seqs } = await chainWithOldRows();
    expect(await purge(36)).toBe(0);
    expect(await seqs()).toEqual([1, 2, 3, 4, 5]);
    expect(await purge(24)).toBe(3);
    expect(await seqs()).toEqual([4, 5]);
    const chain = (await verify()).find((c) => c.chain === community.id)!;
    expect(chain).toMatchObject({ ok: true, rows: 2 });
    // Appending goes on from the head; a second purge has nothing more to do.
    await createAuditRecorder({ clock: t.clock }).record(t.database.db, {
      communityId: community.id,
      action: 'test.after' as AuditAction,
    });
    expect(await purge(24)).toBe(0);
    expect((await verify()).every((c) => c.ok)).toBe(true);
  });

  it('still names a first row removed outside the purge', async () => {
    const { community } = await chainWithOldRows();
    await purge(24);
    await t.database.executeSql(
      `begin; set local session_replication_role = replica; delete from audit_events where chain = '${community.id}' and seq = 4; commit;`,
    );
    const chain = (await verify()).find((c) => c.chain === community.id)!;
    expect(chain).toMatchObject({ ok: false, problem: { kind: 'removed', seq: 4 } });
  });

  it("names rows removed from a chain's start with its head marked purged by hand, however the head says it", async () => {
    const { community } = await chainWithOldRows();
    // Someone with the database's credentials, the guards off: the first three rows (two minutes old) go, and the
    // head says a purge went there, with the right hash. No signature of the platform says so.
    await t.database.executeSql(
      `begin; set local session_replication_role = replica;
       update audit_events set at = now() - interval '2 minutes' where chain = '${community.id}';
       update audit_chain_heads set purged_through = 3,
         purged_hash = (select hash from audit_events where chain = '${community.id}' and seq = 3)
         where chain = '${community.id}';
       delete from audit_events where chain = '${community.id}' and seq <= 3; commit;`,
    );
    let chain = (await verify()).find((c) => c.chain === community.id)!;
    expect(chain).toMatchObject({ ok: false, problem: { kind: 'purged', seq: 3 } });
    // Nor does a genuine purge's record, moved onto another chain or another point, vouch for it.
    const other = await chainWithOldRows();
    await purge(24);
    await t.database.executeSql(
      `begin; set local session_replication_role = replica;
       update audit_chain_heads set purge_record = (select purge_record from audit_chain_heads where chain = '${other.community.id}')
         where chain = '${community.id}'; commit;`,
    );
    chain = (await verify()).find((c) => c.chain === community.id)!;
    expect(chain).toMatchObject({ ok: false, problem: { kind: 'purged' } });
    expect((await verify()).find((c) => c.chain === other.community.id)).toMatchObject({ ok: true });
  });

  it('refuses a retention under 24 months, and the server cannot delete a younger row', async () => {
    expect(() => loadConfig({ DATA_DIR: t.config.dataDir, AUDIT_RETENTION_MONTHS: '12' })).toThrow(
      /AUDIT_RETENTION_MONTHS must be at least 24/,
    );
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).auditRetentionMonths).toBe(24);
    const { community } = await chainWithOldRows();
    await expect(
      t.database.executeSql(`delete from audit_events where chain = $1 and action = 'test.new0'`, [
        community.id,
      ]),
    ).rejects.toThrow(/append-only/);
  });
});
