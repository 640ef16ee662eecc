import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createQueue, type JobQueue } from '../jobs/queue';
import type { Clock } from '../lib/clock';
import type { DatabaseOutage } from '../lib/database-outage';
import type { Volume } from '../lib/files/disk-space';
import { createStorage, type Storage } from '../lib/files/storage';
import type { RequestsInFlight } from '../lib/requests-in-flight';
import type { Metrics } from '../plugins/metrics';
import { createAuditRecorder, noAudit } from '../modules/audit/audit.service';
import type { AuditRecorder } from '../modules/audit';
import { createTokenSigner, type TokenSigner } from '../modules/auth/auth.tokens';
import { createGuestSigner, type GuestSigner } from '../modules/app/app.tokens';
import { mailJobs } from '../modules/mail/mail.jobs';
import { createMailService } from '../modules/mail/mail.service';
import { createMailTransport, type MailTransport } from '../modules/mail/mail.transport';
import type { MailService } from '../modules/mail';
import type { PushProviders } from '../modules/push-delivery/providers';
import type { DeliveryTuning } from '../modules/push-delivery/delivery';
import type { Wiring } from './wiring';

/** What buildApp is given (app.ts): tests and benchmarks set the optional parts. */
export interface CoreDeps {
  config: Config;
  database: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** /metrics' counters, moved by the senders (pushes, e-mails). */
  metrics: Pick<Metrics, 'pushesSent' | 'pushesFailed' | 'emailsQueued' | 'emailsSent'>;
  /** The requests being served, which long jobs step aside for between their transactions (db/yield.ts). */
  requests: RequestsInFlight;
  /** Where a database out of reach is told (once, then once a minute): the queue reports there too. */
  outage: DatabaseOutage;
  /** The folders the server writes to (lib/files/disk-space.ts): /readyz warns when one runs low. */
  volumes: Volume[];
  mailTransport?: MailTransport;
  /** Push providers (tests and the benchmark point them at a simulator); default: Apple and Google per config. */
  pushProviders?: PushProviders;
  /** Delivery page sizes and concurrency (the benchmark and the crash test tune them). */
  deliveryTuning?: Partial<DeliveryTuning>;
  /** The server's UTC offset of a zone at an instant (tests stand in for outdated time-zone rules). */
  serverZoneOffset?: (zone: string, at: Date) => number;
  /** CAP sources the tests serve from loopback: allowed prefixes, their origins and certificate authority. */
  capFetch?: { allow: string[]; privateOrigins: string[]; ca?: string };
  /** Off only in bench/audit.ts, which measures what the audit trail costs the write path. */
  auditOff?: boolean;
}

/**
 * The core every area is built on: configuration, the database, the clock, the job queue, the audit trail, mail,
 * file storage and the token signers. Nothing here is a domain's; each area takes what it needs from it.
 */
export interface Core extends Omit<CoreDeps, 'mailTransport' | 'auditOff'> {
  queue: JobQueue;
  /** Every module records through this port, inside its own transaction (modules/audit). */
  audit: AuditRecorder;
  mail: MailService;
  /** Disk or S3, shared by community logos and content files; also makes stored file addresses absolute. */
  storage: Storage;
  signer: TokenSigner;
  guestSigner: GuestSigner;
}

export function createCore(deps: CoreDeps): Core & Wiring {
  const { config, database, clock, logger } = deps;
  const queue = createQueue(database, logger, deps.outage);
  const transport =
    deps.mailTransport ??
    createMailTransport({ smtpUrl: config.smtpUrl, mailDir: join(config.dataDir, 'mail'), logger });
  const core: Core = {
    ...deps,
    queue,
    audit: deps.auditOff ? noAudit : createAuditRecorder({ clock }),
    mail: createMailService({ database, queue, metrics: deps.metrics }),
    storage: createStorage(config, clock),
    signer: createTokenSigner(config.jwtSecret),
    guestSigner: createGuestSigner(config.jwtSecret),
  };
  return {
    ...core,
    jobs: mailJobs({ database, transport, from: config.mailFrom, clock, metrics: deps.metrics }),
    routes: [],
    hooks: [
      (app) => app.decorate('queue', queue),
      (app) =>
        app.addHook('onClose', async () => {
          deps.outage.close();
          await queue.stop();
          transport.close();
        }),
    ],
  };
}
