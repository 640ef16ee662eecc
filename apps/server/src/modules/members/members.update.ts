import { memberMessages, type MemberRow, type MemberUpdateBody } from '@gathering/contract';
import { sendMemberVerification } from '../../jobs/catalog';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { groupsRepository } from './groups.repository';
import type { Actor, MembersContext } from './members.context';
import { get } from './members.get';
import { membersRepository } from './members.repository';

/**
 * A member's names, username, e-mail address and groups. The account is the person's, shared by every community
 * they belong to: only its own community may change it, and a new address waits for its verification.
 */
export async function update(
  ctx: MembersContext,
  actor: Actor,
  id: string,
  body: MemberUpdateBody,
): Promise<MemberRow> {
  const { db, clock, queue, accounts, audit } = ctx;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const member = await membersRepository.findMember(tx, actor.communityId, id);
    if (!member || member.status === 'DELETED') throw notFound(memberMessages.memberNotFound);
    const emailChanged = body.email !== undefined && body.email !== member.email.toLowerCase();
    const usernameChanged = body.username !== undefined && body.username !== member.username;
    const namesChanged =
      (body.firstName !== undefined && body.firstName !== member.firstName) ||
      (body.lastName !== undefined && body.lastName !== member.lastName);
    // Identity is global, membership per community: one community's administrator must not rename or take
    // over an account another community (or the platform) also relies on. Role, groups, status stay theirs.
    if (
      (emailChanged || usernameChanged || namesChanged) &&
      (await membersRepository.isSharedAccount(tx, member.userId, actor.communityId))
    )
      throw forbidden(memberMessages.sharedAccount);
    if (usernameChanged && (await accounts.isTaken(tx, 'username', body.username!, member.userId)))
      throw conflict('This username is already in use.', 'username');
    if (emailChanged && (await accounts.isTaken(tx, 'email', body.email!, member.userId)))
      throw conflict('This e-mail address is already in use.', 'email');
    const fields = ['firstName', 'lastName', 'username', 'email'] as const;
    await audit.record(tx, {
      communityId: actor.communityId,
      action: 'members.update',
      target: { kind: 'member', id },
      before: {
        ...member,
        email: member.email.toLowerCase(),
        groups: body.groups ? (await groupsRepository.groupsOf(tx, [id])).map((g) => g.id) : undefined,
      },
      after: { ...member, email: member.email.toLowerCase(), ...body },
      only: body.groups ? [...fields, 'groups'] : fields,
    });
    await accounts.updateUser(
      tx,
      member.userId,
      {
        firstName: body.firstName,
        lastName: body.lastName,
        ...(usernameChanged ? { username: body.username } : {}),
        // A new address is unverified until its owner follows the link we send to it.
        ...(emailChanged ? { email: body.email, emailVerifiedAt: null } : {}),
      },
      now,
    );
    if (body.groups) {
      const unique = [...new Set(body.groups)];
      const found = await groupsRepository.communityGroupIds(tx, actor.communityId, unique);
      if (found.length !== unique.length) throw notFound(memberMessages.groupNotFound);
      await groupsRepository.replaceGroups(tx, id, unique, now);
    }
    // The link to the new address goes with the change that asked for it (queued in its transaction).
    if (emailChanged && member.status === 'ACTIVE')
      await queue.send(
        sendMemberVerification,
        { userId: member.userId, communityId: actor.communityId },
        { tx },
      );
  });
  return get(ctx, actor, id);
}
