import { convertPublishRequests } from '../../jobs/catalog';
import type { JobQueue } from '../../jobs/queue';
import type { ItemPushes } from '../content';
import { itemPushText } from './item-pushes';
import { publishRequestsRepository } from './publish-requests.repository';
import { countSend } from './send-limit';

/**
 * Content's port for the push an item sends with its publish (content/publishing.ports.ts), handed over by the
 * composition root: counted against the community's hourly pushes, and, once the item is live, a request row and
 * the job that turns it into a notification (notifications.jobs.ts), all in the publisher's transaction.
 */
export function itemPushRequests(deps: { queue: JobQueue }): ItemPushes {
  return {
    count: (tx, communityId, at) => countSend(tx, communityId, undefined, at),
    async request(tx, { item, audience, requestedBy, at }, { counted }) {
      if (!counted) await countSend(tx, item.communityId, undefined, at);
      await publishRequestsRepository.request(tx, {
        communityId: item.communityId,
        feedItemId: item.id,
        audience: { access: item.access, ...audience },
        // The text Notifications › Scheduled showed for it while the item was scheduled.
        ...itemPushText(item),
        requestedBy,
        requestedAt: at,
      });
      await deps.queue.send(convertPublishRequests, {}, { tx });
    },
  };
}
