import { communityDelete } from '../../jobs/catalog';
import { handle } from '../../jobs/queue';
import type { DeletionService } from './deletion.service';

/** The deletion at the end of a grace period: a no-op when the community was restored or is already gone. */
export function deletionJobs(deps: { service: Pick<DeletionService, 'deleteIfDue'> }) {
  return [
    handle(communityDelete, async ({ communityId }) => {
      await deps.service.deleteIfDue(communityId);
    }),
  ];
}
