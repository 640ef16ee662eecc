import type { NotificationDetail } from '@gathering/contract';
import type { CommunityAdmin } from '../../lib/route';
import type { NotificationsContext } from './notifications.context';
import { notificationsRepository as repo, type NewNotification } from './notifications.repository';
import { values, type Body } from './notifications.values';
import { countSend } from './send-limit';
import { defaultLanguageOf, saveVersions } from './versions';

/** A notification composed in the console: a draft, sent now, or scheduled (counted unless a draft). */
export async function create(
  ctx: NotificationsContext,
  actor: CommunityAdmin,
  body: Body,
): Promise<NotificationDetail> {
  const { db, clock, trail } = ctx;
  const now = clock.now();
  const v = await values(db, ctx.zoneRules, actor, body, now);
  const row = await db.transaction(async (tx) => {
    if (v.status !== 'DRAFT') await countSend(tx, actor.communityId, v.kind, now);
    const made = await repo.insert(tx, {
      ...(v as NewNotification),
      communityId: actor.communityId,
      source: 'CONSOLE',
      language: await defaultLanguageOf(tx, actor.communityId),
      createdBy: actor.userId,
      createdAt: now,
    });
    await saveVersions(tx, made, body.translations);
    await ctx.kickOff(tx, made);
    await trail.change(tx, actor, 'notifications.create', made.id, null, made);
    return made;
  });
  return ctx.detailOf((await repo.find(db, actor.communityId, row.id))!);
}
