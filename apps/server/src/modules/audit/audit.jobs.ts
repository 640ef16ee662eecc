import { auditCheckpoint, auditPurge } from '../../jobs/catalog';
import { handle } from '../../jobs/queue';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { DocumentSigner } from '../../lib/signing';
import type { Checkpoints } from './audit.checkpoints';
import { purgeAudit } from './audit.purge';

/**
 * The retention purge, daily; safe on two servers at once (each chain's head is locked while it is purged). Then the
 * day's signed checkpoint of every chain's head.
 */
export const auditJobs = (deps: {
  database: Database;
  clock: Clock;
  retentionMonths: number;
  signer: DocumentSigner;
  checkpoints: Pick<Checkpoints, 'take'>;
}) => [
  handle(auditPurge, async () => {
    await purgeAudit(deps);
  }),
  handle(auditCheckpoint, async () => {
    await deps.checkpoints.take('daily');
  }),
];
