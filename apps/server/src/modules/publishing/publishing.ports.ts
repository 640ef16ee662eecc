import type { PublishingRepository } from '../content';
import type { PublishRequestsRepository } from '../notifications';

/**
 * What publishing reaches in other modules, handed over by the composition root (composition/content.ts): the feed items are
 * content's (it owns their tables), the push request row is the notifications module's (written in the
 * publisher's transaction, turned into a notification by its job).
 */
export interface PublishingPorts {
  items: PublishingRepository;
  pushRequests: Pick<PublishRequestsRepository, 'request'>;
}
