import { memberMessages } from '@gathering/contract';
import { sendMemberVerification } from '../../jobs/catalog';
import { notFound } from '../../lib/errors';
import type { Actor, MembersContext } from './members.context';
import { membersRepository } from './members.repository';

/** Queues a verification e-mail for each chosen member who is active and not yet verified. */
export async function sendVerifications(ctx: MembersContext, actor: Actor, ids: string[]): Promise<string[]> {
  const { db, queue, audit } = ctx;
  const unique = [...new Set(ids)];
  const rows = await membersRepository.verificationTargets(db, actor.communityId, unique);
  if (rows.length !== unique.length) throw notFound(memberMessages.memberNotFound);
  const targets = rows.filter((r) => r.status === 'ACTIVE' && !r.verifiedAt);
  await db.transaction(async (tx) => {
    for (const r of targets)
      await queue.send(sendMemberVerification, { userId: r.userId, communityId: actor.communityId }, { tx });
    await audit.record(
      tx,
      targets.map((r) => ({
        communityId: actor.communityId,
        action: 'members.send_verification',
        target: { kind: 'member', id: r.id },
      })),
    );
  });
  return targets.map((r) => r.id);
}
