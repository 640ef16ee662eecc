import {
  contentMessages,
  contentRuleMessages,
  type ContentAccess,
  type FeedItemDetail,
  type PublishBody,
} from '@gathering/contract';
import { publishScheduled, scheduleKey } from '../../jobs/catalog';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from './content.service';
import type { PublishingContext } from './publishing.context';
import { recordPublish, requestPush } from './publishing.jobs';
import { resolvePublishAt } from './publishing.time';

/** The access a publish gives: open beats everything, then chosen groups, then chosen members, else all members. */
function accessOf(body: Pick<PublishBody, 'open' | 'groups' | 'recipients'>): ContentAccess {
  if (body.open) return 'OPEN';
  if (body.groups.length) return 'GROUPS';
  if (body.recipients.length) return 'RECIPIENTS';
  return 'MEMBERS';
}

/**
 * Publishes an item now, or schedules it (publishAt in its zone), with its audience; with `notification` its push
 * is counted now and sent when it goes live (the push-compose module's port), all in one transaction.
 */
export async function publish(
  ctx: PublishingContext,
  actor: Actor,
  id: string,
  body: PublishBody,
): Promise<FeedItemDetail> {
  const { db, clock, queue, repo } = ctx;
  const now = clock.now();
  if (body.publishAt) await ctx.zoneRules.assertSchedulable(body.zone, 'zone');
  const publishAt = body.publishAt !== undefined ? resolvePublishAt(body.publishAt, body.zone) : null;
  if (publishAt && publishAt <= now) throw badRequest(contentMessages.publishAtPast, 'publishAt');
  const groups = [...new Set(body.groups)];
  const recipients = [...new Set(body.recipients)];
  const access = accessOf(body);
  const row = await db.transaction(async (tx) => {
    const [item] = await ctx.lockAll(tx, actor.communityId, [id]);
    // An event without a date tells members nothing about when to come; it may be saved as a draft, not published.
    if (item.kind === 'EVENT' && !((item.data as { dateTimes?: unknown[] }).dateTimes ?? []).length)
      throw badRequest(contentRuleMessages.eventNeedsDate, 'dateTimes');
    if ((await repo.countGroups(tx, actor.communityId, groups)) !== groups.length)
      throw notFound(contentMessages.groupNotFound);
    if ((await repo.countMembers(tx, actor.communityId, recipients)) !== recipients.length)
      throw notFound(contentMessages.recipientNotFound);
    await repo.setAudience(tx, item.id, groups, recipients);
    const common = {
      access,
      featured: body.featured,
      open: body.open,
      updatedBy: actor.userId,
      updatedAt: now,
    };
    const [saved] = await repo.update(
      tx,
      [item.id],
      publishAt
        ? {
            ...common,
            status: 'SCHEDULED',
            publishAt,
            publishZone: body.zone ?? 'UTC',
            notifyOnPublish: body.notification,
          }
        : {
            ...common,
            status: 'PUBLISHED',
            // Changing the audience of a live item does not move it to the top of the feed.
            publishedOn: item.status === 'PUBLISHED' && item.publishedOn ? item.publishedOn : now,
            publishAt: null,
            publishZone: null,
            notifyOnPublish: false,
          },
    );
    await repo.refreshRanks(tx, [item.id]);
    await repo.log(tx, [
      {
        communityId: actor.communityId,
        feedItemId: item.id,
        actorUserId: actor.userId,
        action: publishAt ? 'SCHEDULED' : 'PUBLISHED',
        at: now,
      },
    ]);
    // A push with the content counts against the community's hourly pushes, now even if it goes out later.
    if (publishAt && body.notification) await ctx.pushes.count(tx, actor.communityId, now);
    if (!publishAt && body.notification)
      await requestPush(repo, ctx.pushes, tx, saved, actor.userId, now, { counted: false });
    // Going live counts once: a change of a live item's audience is not another publish.
    if (!publishAt && item.status !== 'PUBLISHED') await recordPublish(repo, tx, saved, actor.userId, now);
    // Queued with the schedule (POST /v2/scripts/feeds/{id} queues it again after a restore).
    if (publishAt)
      await queue.send(
        publishScheduled,
        { feedItemId: saved.id, publishAt: publishAt.toISOString() },
        { startAfter: publishAt, singletonKey: scheduleKey(saved.id, publishAt), tx },
      );
    return saved;
  });
  return ctx.content.detail(row);
}
