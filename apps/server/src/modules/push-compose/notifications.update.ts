import { notificationMessages as msg, type NotificationDetail } from '@gathering/contract';
import { conflict } from '../../lib/errors';
import type { CommunityAdmin } from '../../lib/route';
import type { NotificationsContext } from './notifications.context';
import { notificationsRepository as repo } from './notifications.repository';
import { values, type Body } from './notifications.values';
import { countSend } from './send-limit';
import { saveVersions } from './versions';

/** Drafts and scheduled sends only; a send under way or done cannot change. */
export async function update(
  ctx: NotificationsContext,
  actor: CommunityAdmin,
  body: Body,
): Promise<NotificationDetail> {
  const { db, clock, trail } = ctx;
  const existing = await ctx.find(actor, body.id);
  if (existing.status !== 'DRAFT' && existing.status !== 'SCHEDULED') throw conflict(msg.notEditable);
  const now = clock.now();
  const v = await values(db, ctx.zoneRules, actor, body, now);
  await db.transaction(async (tx) => {
    // Only while it is still unsent: a scheduled send that started meanwhile stays as it is.
    const status = await repo.lockStatus(tx, existing.id);
    if (status !== 'DRAFT' && status !== 'SCHEDULED') throw conflict(msg.notEditable);
    if (status === 'DRAFT' && v.status !== 'DRAFT') await countSend(tx, actor.communityId, v.kind, now);
    const updated = await repo.update(tx, existing.id, actor.communityId, v);
    await saveVersions(tx, updated!, body.translations);
    await ctx.kickOff(tx, updated!);
    await trail.change(tx, actor, 'notifications.update', existing.id, existing, updated!);
  });
  return ctx.detailOf((await repo.find(db, actor.communityId, existing.id))!);
}
