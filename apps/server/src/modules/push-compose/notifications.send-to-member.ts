import { NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX } from '@gathering/contract';
import type { Audience } from './audience';
import type { NotificationsContext } from './notifications.context';
import { queueDelivery } from './notifications.jobs';
import { notificationsRepository as repo } from './notifications.repository';
import { cut } from './publish-requests.repository';

/**
 * One push to one member (an answer to their support ticket), through the same delivery job and audience
 * rules as any send: a deactivated member gets nothing, and without a phone no notification is made at all.
 * Not listed in the console.
 */
export async function sendToMember(
  ctx: NotificationsContext,
  m: {
    requestId: string;
    communityId: string;
    userId: string;
    title: string;
    body: string;
  },
) {
  const { db, clock, queue } = ctx;
  const membershipId = await repo.membershipWithDevice(db, m.communityId, m.userId);
  if (!membershipId) return;
  const now = clock.now();
  await db.transaction(async (tx) => {
    // The request's id is the notification's: a retried request finds it made (and its delivery queued).
    const row = await repo.insertOnce(tx, {
      id: m.requestId,
      communityId: m.communityId,
      title: cut(m.title.trim() || '…', NOTIFICATION_TITLE_MAX),
      body: cut(m.body.trim() || '…', NOTIFICATION_BODY_MAX),
      status: 'SENDING',
      source: 'SUPPORT',
      audience: { open: false, groups: [], recipients: [membershipId] } satisfies Audience,
      sendAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (row) await queueDelivery(queue, row.id, undefined, undefined, tx);
  });
}
