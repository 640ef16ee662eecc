import type { Database, Executor } from '../../db/client';
import { publishScheduled } from '../../jobs/catalog';
import { handle } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { recordActivity } from '../../db/activity';
import type { FeedItemRow } from './content.repository';
import type { ItemPushes, PublishingItems } from './publishing.ports';

/** The push of an item going live, with its audience as saved: asked of the push-compose module (its port). */
export async function requestPush(
  items: Pick<PublishingItems, 'audienceIds'>,
  pushes: ItemPushes,
  tx: Executor,
  item: FeedItemRow,
  requestedBy: string | null,
  at: Date,
  opts: { counted: boolean },
) {
  const audience = await items.audienceIds(tx, item.id);
  await pushes.request(tx, { item, audience, requestedBy, at }, opts);
}

/** Analytics' PUBLISH event of an item going live, by whom (a community or a platform administrator). */
export async function recordPublish(
  items: Pick<PublishingItems, 'publisherKind'>,
  tx: Executor,
  item: Pick<FeedItemRow, 'id' | 'communityId'>,
  actorUserId: string | null,
  at: Date,
) {
  await recordActivity(tx, [
    {
      communityId: item.communityId,
      type: 'PUBLISH',
      feedItemId: item.id,
      audience: 'NONE',
      detail: await items.publisherKind(tx, actorUserId),
      at,
    },
  ]);
}

export interface PublishIfDueDeps {
  database: Database;
  clock: Clock;
  items: PublishingItems;
  pushes: ItemPushes;
}

/**
 * Publishes a scheduled item if it is still scheduled for `publishAt`. Safe to run twice or on two servers at
 * once: the conditional UPDATE lets exactly one run change the row, and only that run logs and notifies.
 */
export async function publishIfDue(
  deps: PublishIfDueDeps,
  feedItemId: string,
  publishAt: Date,
): Promise<boolean> {
  const { database, clock, items } = deps;
  return database.db.transaction(async (tx) => {
    const now = clock.now();
    const row = await items.publishIfDue(tx, feedItemId, publishAt, now);
    if (!row) return false;
    await items.refreshRanks(tx, [row.id]);
    await items.log(tx, [
      { communityId: row.communityId, feedItemId: row.id, actorUserId: null, action: 'PUBLISHED', at: now },
    ]);
    await recordPublish(items, tx, row, await items.scheduledBy(tx, row.id), now);
    // Counted when it was scheduled.
    if (row.notifyOnPublish)
      await requestPush(items, deps.pushes, tx, row, row.updatedBy, now, { counted: true });
    return true;
  });
}

export const publishingJobs = (deps: PublishIfDueDeps) => [
  handle(publishScheduled, async ({ feedItemId, publishAt }) => {
    await publishIfDue(deps, feedItemId, new Date(publishAt));
  }),
];
