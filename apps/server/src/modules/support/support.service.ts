import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import type { MailService } from '../mail';
import type { Storage } from '../../lib/files/storage';
import type { AuditRecorder } from '../audit';
// Support in two sides, each in its file: the member app's (support-app.service.ts) and the consoles', with the
// auto-close sweep (support-console.service.ts); what they share is in support.tickets.ts.
import { createSupportAppService } from './support-app.service';
import { createSupportConsoleService } from './support-console.service';

export function createSupportService(deps: {
  database: Database;
  clock: Clock;
  mail: MailService;
  queue: JobQueue;
  storage: Storage;
  audit: AuditRecorder;
}) {
  return {
    // ——— Member app ———
    ...createSupportAppService(deps),
    // ——— Consoles ———
    ...createSupportConsoleService({ ...deps, addresses: deps.storage }),
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
