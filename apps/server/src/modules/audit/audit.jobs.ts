import { auditPurge } from '../../jobs/catalog';
import { handle } from '../../jobs/queue';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { purgeAudit } from './audit.purge';

/** The retention purge, daily; safe on two servers at once (each chain's head is locked while it is purged). */
export const auditJobs = (deps: { database: Database; clock: Clock; retentionMonths: number }) => [
  handle(auditPurge, async () => {
    await purgeAudit(deps);
  }),
];
