import type { Actor, MembersContext } from './members.context';

/** Members back to active (a batch: one missing id and none changes); answers those whose status moved. */
export async function activate(ctx: MembersContext, actor: Actor, ids: string[]): Promise<string[]> {
  const { db, clock, accounts, lockBatch, statusMoved } = ctx;
  return db.transaction(async (tx) => {
    const rows = await lockBatch(tx, actor, ids, false);
    const changed = rows.filter((r) => r.status !== 'ACTIVE').map((r) => r.id);
    if (changed.length) await accounts.setMembershipsStatus(tx, changed, 'ACTIVE', clock.now());
    await statusMoved(
      tx,
      actor,
      'members.activate',
      rows.filter((r) => r.status !== 'ACTIVE'),
      'ACTIVE',
    );
    return changed;
  });
}
