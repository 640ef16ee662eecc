import type { Database } from '../../db/client';
import { convertPublishRequests, publishScheduled } from '../../jobs/catalog';
import { handle, type JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { recordActivity } from '../../db/activity';
import type { FeedItemRow } from '../content';
import { itemPushText } from '../notifications';
import type { PublishingPorts } from './publishing.ports';

/**
 * The push request a publish with notification leaves for the notifications module (its row, through its port),
 * and the job that turns it into a notification, both in the publish's transaction: a crash after the commit loses
 * neither.
 */
export async function requestNotification(
  { items, pushRequests }: PublishingPorts,
  queue: JobQueue,
  tx: Parameters<PublishingPorts['pushRequests']['request']>[0],
  item: FeedItemRow,
  requestedBy: string | null,
  at: Date,
) {
  const audience = await items.audienceIds(tx, item.id);
  await pushRequests.request(tx, {
    communityId: item.communityId,
    feedItemId: item.id,
    audience: { access: item.access, ...audience },
    // The text Notifications › Scheduled showed for it while the item was scheduled.
    ...itemPushText(item),
    requestedBy,
    requestedAt: at,
  });
  await queue.send(convertPublishRequests, {}, { tx });
}

/** Analytics' PUBLISH event of an item going live, by whom (a community or a platform administrator). */
export async function recordPublish(
  items: Pick<PublishingPorts['items'], 'publisherKind'>,
  tx: Parameters<PublishingPorts['items']['publisherKind']>[0],
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

/**
 * Publishes a scheduled item if it is still scheduled for `publishAt`. Safe to run twice or on two servers at
 * once: the conditional UPDATE lets exactly one run change the row, and only that run logs and notifies.
 */
export async function publishIfDue(
  deps: { database: Database; clock: Clock; queue: JobQueue; ports: PublishingPorts },
  feedItemId: string,
  publishAt: Date,
): Promise<boolean> {
  const { database, clock, queue, ports } = deps;
  const { items } = ports;
  return database.db.transaction(async (tx) => {
    const now = clock.now();
    const row = await items.publishIfDue(tx, feedItemId, publishAt, now);
    if (!row) return false;
    await items.refreshRanks(tx, [row.id]);
    await items.log(tx, [
      { communityId: row.communityId, feedItemId: row.id, actorUserId: null, action: 'PUBLISHED', at: now },
    ]);
    await recordPublish(items, tx, row, await items.scheduledBy(tx, row.id), now);
    if (row.notifyOnPublish) await requestNotification(ports, queue, tx, row, row.updatedBy, now);
    return true;
  });
}

export const publishingJobs = (deps: {
  database: Database;
  clock: Clock;
  queue: JobQueue;
  ports: PublishingPorts;
}) => [
  handle(publishScheduled, async ({ feedItemId, publishAt }) => {
    await publishIfDue(deps, feedItemId, new Date(publishAt));
  }),
];
