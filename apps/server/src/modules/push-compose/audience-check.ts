import { notificationMessages as msg } from '@gathering/contract';
import type { Executor } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { Audience } from './audience';
import { notificationsRepository as repo } from './notifications.repository';

/**
 * A compose body's audience, checked against the community: the send and its review (push-delivery/reach.ts)
 * refuse the same audiences with the same sentences, so a review never shows an estimate for a send that would be
 * refused.
 */
export async function checkedAudience(
  db: Executor,
  communityId: string,
  b: { open: boolean; groups: string[]; recipients: string[] },
): Promise<Audience> {
  const groups = [...new Set(b.groups)];
  const recipients = [...new Set(b.recipients)];
  if (b.open && (groups.length || recipients.length)) throw badRequest(msg.openWithAudience, 'open');
  if ((await repo.groupsOf(db, communityId, groups)).size !== groups.length)
    throw notFound(msg.groupNotFound);
  if ((await repo.membershipsOf(db, communityId, recipients)).size !== recipients.length)
    throw notFound(msg.recipientNotFound);
  return { open: b.open, groups, recipients };
}

/** The review before a send refuses what the send refuses: this check, handed to it as a port. */
export type AudienceCheck = typeof checkedAudience;
