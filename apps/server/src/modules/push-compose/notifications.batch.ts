import { notificationMessages as msg } from '@gathering/contract';
import type { CommunityAdmin } from '../../lib/route';
import type { NotificationsContext } from './notifications.context';
import { notificationsRepository as repo } from './notifications.repository';

/** Archived or deleted, a scheduled push is never sent; for a scheduled item's push, the item goes live without. */
export async function batch(
  ctx: NotificationsContext,
  actor: CommunityAdmin,
  ids: string[],
  what: 'archive' | 'delete',
) {
  const unique = [...new Set(ids)];
  const { db, clock, trail } = ctx;
  const count = await db.transaction(async (tx) => {
    const marked = await repo.mark(
      tx,
      actor.communityId,
      unique,
      what === 'archive' ? 'archivedAt' : 'deletedAt',
      clock.now(),
    );
    const cancelled = ctx.itemPushes
      ? await ctx.itemPushes.cancel(tx, actor.communityId, unique, actor.userId, clock.now())
      : 0;
    await trail.batch(tx, actor, what, unique);
    return marked + cancelled;
  });
  return { message: what === 'archive' ? msg.archived : msg.deleted, count };
}
