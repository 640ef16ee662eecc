import { memberMessages, type MemberRow } from '@gathering/contract';
import { notFound } from '../../lib/errors';
import type { Actor, MembersContext } from './members.context';
import { withGroups } from './members.list';
import { membersRepository } from './members.repository';

/** The names of the community's members, for pickers. */
export async function basic(ctx: MembersContext, actor: Actor) {
  const rows = await membersRepository.basic(ctx.db, actor.communityId);
  return {
    members: rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`.trim() || r.username })),
  };
}

/** One member with their groups. */
export async function get(ctx: MembersContext, actor: Actor, id: string): Promise<MemberRow> {
  const row = await membersRepository.findMember(ctx.db, actor.communityId, id);
  if (!row) throw notFound(memberMessages.memberNotFound);
  const [member] = await withGroups(ctx.db, [row]);
  return member;
}
