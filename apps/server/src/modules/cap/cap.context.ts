import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import type { AuditRecorder } from '../audit';
import type { CommunitiesRepository } from '../communities';
import type { MailService } from '../mail';
import type { NotificationsService } from '../push-compose';
import type { CapFetchOptions } from './cap.fetch';
import type { CapSigningKey } from './cap.sign';
import type { SubdivisionList } from './cap.sgc';

export interface CapDeps {
  database: Database;
  clock: Clock;
  queue: JobQueue;
  audit: AuditRecorder;
  mail: MailService;
  publicUrl: string;
  /** The operator's allowed source prefixes and, in tests and the demo, the feed simulator's origin and CA. */
  fetch: CapFetchOptions;
  signingKey: () => Promise<CapSigningKey>;
  /** push-compose's compose inside our transaction: a proposal's draft, an alert relayed at once. */
  notifications: Pick<NotificationsService, 'createIn'>;
  /** The census subdivisions administrators find by name (shipped, and the operator's CAP_SGC_FILE). */
  subdivisions: SubdivisionList;
  /** Whom to tell of an alert relayed at once (the communities module's). */
  administrators: Pick<CommunitiesRepository, 'activeAdministrators'>;
}

/** What the CAP operations share (cap.service.ts builds it once). */
export function capContext(deps: CapDeps) {
  return { ...deps, db: deps.database.db };
}
export type CapContext = ReturnType<typeof capContext>;
