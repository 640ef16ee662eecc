import type { NotificationDetail } from '@gathering/contract';
import type { Executor } from '../../db/client';
import type { CommunityAdmin } from '../../lib/route';
import type { NotificationsContext } from './notifications.context';
import { notificationsRepository as repo, type NewNotification } from './notifications.repository';
import { values, type Body } from './notifications.values';
import { countSend } from './send-limit';
import { defaultLanguageOf, saveVersions } from './versions';

/** Who composes: an administrator, or the system acting for the community (an alert relayed at once: no user). */
export type Composer = Pick<CommunityAdmin, 'communityId'> & { userId: string | null };

/** Counted, inserted with its versions, its send started (the jobs commit with it) and recorded, in `tx`. */
async function insertComposed(
  ctx: NotificationsContext,
  tx: Executor,
  actor: Composer,
  body: Body,
  v: Awaited<ReturnType<typeof values>>,
  now: Date,
) {
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
  await ctx.trail.change(tx, actor as CommunityAdmin, 'notifications.create', made.id, null, made);
  return made;
}

/**
 * A notification composed inside the caller's transaction, for another module (cap: a proposal's draft, an alert
 * relayed at once), so a composed alert is the same row whoever made it. Such a body is never scheduled: a
 * schedule's zone check reads the database apart from `tx` (on PGlite's one connection it would wait on itself).
 */
export async function createIn(
  ctx: NotificationsContext,
  tx: Executor,
  actor: Composer,
  body: Body,
  now: Date,
) {
  const v = await values(tx, ctx.zoneRules, actor as CommunityAdmin, body, now);
  return insertComposed(ctx, tx, actor, body, v, now);
}

/** A notification composed in the console: a draft, sent now, or scheduled (counted unless a draft). */
export async function create(
  ctx: NotificationsContext,
  actor: CommunityAdmin,
  body: Body,
): Promise<NotificationDetail> {
  const { db, clock } = ctx;
  const now = clock.now();
  // Checked before the transaction: the schedule's zone check reads the database on its own.
  const v = await values(db, ctx.zoneRules, actor, body, now);
  const row = await db.transaction((tx) => insertComposed(ctx, tx, actor, body, v, now));
  return ctx.detailOf((await repo.find(db, actor.communityId, row.id))!);
}
