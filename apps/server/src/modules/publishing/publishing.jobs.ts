import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineJob } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { recordActivity } from '../../lib/activity';
import { plainText, type FeedItemRow } from '../content';
import type { PublishingPorts } from './publishing.ports';

export const PUBLISH_SCHEDULED_JOB = 'feed.publish-scheduled';

/** One job per (item, time): rescheduling queues a new one and the old one finds nothing to do. */
export const scheduleKey = (itemId: string, publishAt: Date) => `${itemId}@${publishAt.toISOString()}`;

/** The push request a publish with notification leaves for the notifications module. */
export async function requestNotification(
  { items, pushRequests }: PublishingPorts,
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
    title: item.headline,
    body: item.tagline || plainText(String((item.data as { body?: string }).body ?? '')).slice(0, 200),
    requestedBy,
    requestedAt: at,
  });
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
export async function publishScheduled(
  ports: PublishingPorts,
  database: Database,
  clock: Clock,
  feedItemId: string,
  publishAt: Date,
): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const now = clock.now();
    const { items } = ports;
    const row = await items.publishIfDue(tx, feedItemId, publishAt, now);
    if (!row) return false;
    await items.refreshRanks(tx, [row.id]);
    await items.log(tx, [
      { communityId: row.communityId, feedItemId: row.id, actorUserId: null, action: 'PUBLISHED', at: now },
    ]);
    await recordPublish(items, tx, row, await items.scheduledBy(tx, row.id), now);
    if (row.notifyOnPublish) await requestNotification(ports, tx, row, row.updatedBy, now);
    return true;
  });
}

export const publishingJobs = (deps: {
  database: Database;
  clock: Clock;
  ports: PublishingPorts;
  /** The notifications module's port: a push request was committed (it turns it into a notification). */
  notificationRequested?: () => Promise<void>;
}) => [
  defineJob({
    name: PUBLISH_SCHEDULED_JOB,
    schema: z.object({ feedItemId: z.uuid(), publishAt: z.iso.datetime() }),
    retryLimit: 10,
    retryDelaySeconds: 15,
    async handler({ feedItemId, publishAt }) {
      const published = await publishScheduled(
        deps.ports,
        deps.database,
        deps.clock,
        feedItemId,
        new Date(publishAt),
      );
      if (published) await deps.notificationRequested?.();
    },
  }),
];
