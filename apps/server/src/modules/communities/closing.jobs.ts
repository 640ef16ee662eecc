import { communityClosingSweep } from '../../jobs/catalog';
import { handle } from '../../jobs/queue';
import type { ClosingService } from './closing.service';

/** The hourly sweep of closings: reminders before the end, and the deletions whose time has come. */
export function closingJobs(deps: { closing: Pick<ClosingService, 'sendReminders' | 'queueDueDeletions'> }) {
  return [
    handle(communityClosingSweep, async () => {
      await deps.closing.sendReminders();
      await deps.closing.queueDueDeletions();
    }),
  ];
}
