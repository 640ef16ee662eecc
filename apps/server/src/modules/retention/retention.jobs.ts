import { retentionSweep } from '../../jobs/catalog';
import { handle } from '../../jobs/queue';
import type { RetentionService } from './retention.service';

/** The daily retention sweep; a second run the same day finds nothing more to archive or purge. */
export function retentionJobs(deps: { service: Pick<RetentionService, 'sweep'> }) {
  return [
    handle(retentionSweep, async () => {
      await deps.service.sweep();
    }),
  ];
}
