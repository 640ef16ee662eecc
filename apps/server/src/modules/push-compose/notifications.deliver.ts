import { notificationMessages as msg, type NotificationDetail } from '@gathering/contract';
import { conflict } from '../../lib/errors';
import type { CommunityAdmin } from '../../lib/route';
import type { NotificationsContext } from './notifications.context';
import { notificationsRepository as repo } from './notifications.repository';
import { countSend } from './send-limit';

/** A draft or a scheduled notification sent now (a draft is counted here; a scheduled one was when scheduled). */
export async function deliver(
  ctx: NotificationsContext,
  actor: CommunityAdmin,
  id: string,
): Promise<NotificationDetail> {
  const { db, clock, trail } = ctx;
  const existing = await ctx.find(actor, id);
  if (existing.status !== 'DRAFT' && existing.status !== 'SCHEDULED') throw conflict(msg.notDeliverable);
  const now = clock.now();
  await db.transaction(async (tx) => {
    // A scheduled one was counted when it was scheduled.
    if (existing.status === 'DRAFT') await countSend(tx, actor.communityId, existing.kind, now);
    const row = await repo.update(tx, existing.id, actor.communityId, {
      status: 'SENDING',
      sendAt: now,
      archivedAt: null,
      updatedAt: now,
    });
    await ctx.kickOff(tx, row!);
    await trail.change(tx, actor, 'notifications.send', existing.id, existing, row!);
  });
  return ctx.detailOf((await repo.find(db, actor.communityId, existing.id))!);
}
