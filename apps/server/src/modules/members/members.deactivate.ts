import type { Actor, MembersContext } from './members.context';

/** Members made inactive and signed out of the community at once; answers those whose status moved. */
export async function deactivate(ctx: MembersContext, actor: Actor, ids: string[]): Promise<string[]> {
  const { db, clock, accounts, lockBatch, statusMoved } = ctx;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const rows = await lockBatch(tx, actor, ids, true);
    const changing = rows.filter((r) => r.status !== 'INACTIVE');
    const changed = changing.map((r) => r.id);
    await statusMoved(tx, actor, 'members.deactivate', changing, 'INACTIVE');
    if (changed.length) {
      await accounts.setMembershipsStatus(tx, changed, 'INACTIVE', now);
      // A deactivated member is signed out of this community at once, not at the next token refresh.
      await accounts.revokeCommunitySessions(
        tx,
        changing.map((r) => r.userId),
        actor.communityId,
        'member deactivated',
        now,
      );
    }
    return changed;
  });
}
