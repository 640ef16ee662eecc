import { supportAutoClose } from '../../jobs/catalog';
import { handle } from '../../jobs/queue';
import type { SupportService } from './support.service';

/**
 * The auto-close sweep: queued for the day a resolved ticket may close (support-console.service.ts), it closes every
 * ticket due by then. Safe to run twice or on two servers: each ticket closes once (a conditional UPDATE).
 */
export const supportJobs = (deps: { service: SupportService }) => [
  handle(supportAutoClose, async () => {
    await deps.service.autoClose();
  }),
];
