import type { Actor, MembersContext } from './members.context';
import { groupsRepository } from './groups.repository';
import { membersRepository } from './members.repository';

/**
 * Erases members from the community: their groups go, the membership row stays (DELETED) for counts but
 * points at an anonymous stand-in, and a person left without any community is deleted.
 */
export async function destroy(ctx: MembersContext, actor: Actor, ids: string[]): Promise<string[]> {
  const { db, clock, accounts, lockBatch, statusMoved } = ctx;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const rows = await lockBatch(tx, actor, ids, true);
    const memberIds = rows.map((r) => r.id);
    const userIds = rows.map((r) => r.userId);
    await statusMoved(tx, actor, 'members.delete', rows, 'DELETED');
    await accounts.revokeCommunitySessions(tx, userIds, actor.communityId, 'member deleted', now);
    await groupsRepository.removeAllGroups(tx, memberIds);
    const stand = await accounts.insertTombstones(tx, rows.length, now);
    for (const [i, r] of rows.entries()) await accounts.relinkMembership(tx, r.id, stand[i], now);
    await accounts.deleteOrphanUsers(tx, userIds);
    await membersRepository.recordEvents(
      tx,
      rows.map(() => ({ communityId: actor.communityId, kind: 'DELETED', at: now })),
    );
    return memberIds;
  });
}
