import { memberMessages, type MemberRow } from '@gathering/contract';
import { notFound } from '../../lib/errors';
import type { Actor, MembersContext } from './members.context';
import { get } from './members.get';
import { membersRepository } from './members.repository';

/** A member made an administrator, or back a member (the community keeps one active administrator at least). */
export async function setRole(
  ctx: MembersContext,
  actor: Actor,
  userId: string,
  role: 'ADMIN' | 'MEMBER',
): Promise<MemberRow> {
  const { db, clock, accounts, audit, lockBatch } = ctx;
  const id = await db.transaction(async (tx) => {
    const member = await membersRepository.findMemberByUser(tx, actor.communityId, userId);
    if (!member || member.status === 'DELETED') throw notFound(memberMessages.memberNotFound);
    if (member.role === role) return member.id;
    if (role === 'MEMBER') await lockBatch(tx, actor, [member.id], true);
    await accounts.setMembershipRole(tx, member.id, role, clock.now());
    await audit.record(tx, {
      communityId: actor.communityId,
      action: 'members.role',
      target: { kind: 'member', id: member.id },
      before: { role: member.role },
      after: { role },
    });
    return member.id;
  });
  return get(ctx, actor, id);
}
