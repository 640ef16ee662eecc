import { SUPPORT_AUTO_CLOSE_DAYS } from '@gathering/contract';
import type { FileAddresses } from '../../lib/files/storage';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import type { MailService } from '../mail';
import type { AuditRecorder } from '../audit';

/** How long a resolved ticket waits for the member before the sweep closes it. */
export const AUTO_CLOSE_MS = SUPPORT_AUTO_CLOSE_DAYS * 86_400_000;

export interface SupportConsoleDeps {
  database: Database;
  clock: Clock;
  mail: MailService;
  queue: JobQueue;
  /** Stored file addresses made absolute for answers (lib/files/storage.ts). */
  addresses: FileAddresses;
  /** The audit trail: administrators' answers, notes and ticket moves, in their transaction. */
  audit: AuditRecorder;
}

/** What the consoles' support operations share (support-console.service.ts builds it once). */
export const supportConsoleContext = (deps: SupportConsoleDeps) => ({ ...deps, db: deps.database.db });

export type SupportConsoleContext = ReturnType<typeof supportConsoleContext>;
