import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { fixedClock } from '../src/lib/clock';
import { purgeAudit } from '../src/modules/audit/audit.purge';
import { createAuditRecorder } from '../src/modules/audit/audit.service';
import { verifyChains } from '../src/modules/audit';
import { useTestContext } from './helpers/context';
import { createCommunity } from './helpers/factories';

const MONTH = 30 * 86_400_000;

// Issue 24 item 1: kept at least 24 months (configurable, never less); a purge keeps the chain verifiable.
describe('audit trail: retention', () => {
  const t = useTestContext();

  async function chainWithOldRows() {
    const community = await createCommunity(t.database);
    const old = createAuditRecorder({ clock: fixedClock(new Date(t.clock.now().getTime() - 30 * MONTH)) });
    const recent = createAuditRecorder({ clock: t.clock });
    for (let i = 0; i < 3; i++)
      await old.record(t.database.db, { communityId: community.id, action: `test.old${i}` });
    for (let i = 0; i < 2; i++)
      await recent.record(t.database.db, { communityId: community.id, action: `test.new${i}` });
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
    expect(await purgeAudit({ database: t.database, clock: t.clock, retentionMonths: 36 })).toBe(0);
    expect(await seqs()).toEqual([1, 2, 3, 4, 5]);
    expect(await purgeAudit({ database: t.database, clock: t.clock, retentionMonths: 24 })).toBe(3);
    expect(await seqs()).toEqual([4, 5]);
    const chain = (await verifyChains(t.database.db)).find((c) => c.chain === community.id)!;
    expect(chain).toMatchObject({ ok: true, rows: 2 });
    // Appending goes on from the head; a second purge has nothing more to do.
    await createAuditRecorder({ clock: t.clock }).record(t.database.db, {
      communityId: community.id,
      action: 'test.after',
    });
    expect(await purgeAudit({ database: t.database, clock: t.clock, retentionMonths: 24 })).toBe(0);
    expect((await verifyChains(t.database.db)).every((c) => c.ok)).toBe(true);
  });

  it('still names a first row removed outside the purge', async () => {
    const { community } = await chainWithOldRows();
    await purgeAudit({ database: t.database, clock: t.clock, retentionMonths: 24 });
    await t.database.executeSql(
      `begin; set local session_replication_role = replica; delete from audit_events where chain = '${community.id}' and seq = 4; commit;`,
    );
    const chain = (await verifyChains(t.database.db)).find((c) => c.chain === community.id)!;
    expect(chain).toMatchObject({ ok: false, problem: { kind: 'removed', seq: 4 } });
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
