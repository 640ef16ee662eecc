import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { Clock } from './lib/clock';
import type { Storage } from './lib/files/storage';
import type { RequestsInFlight } from './lib/requests-in-flight';
import type { MailService } from './modules/mail';
import type { AuditRecorder } from './modules/audit';
import { documentSigner } from './lib/signing';
import { createCheckpoints } from './modules/audit/audit.checkpoints';
import { createAuditService } from './modules/audit/audit.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { auditJobs } from './modules/audit/audit.jobs';
import { exportJobs } from './modules/exports/exports.jobs';
import { exportsRoutes } from './modules/exports/exports.routes';
import { createExportsService } from './modules/exports/exports.service';
import { composeClosing } from './composition-closing';

/** What composition.ts gives the wiring of a community's data (declared here so neither file imports the other's). */
export interface DataDeps {
  database: Database;
  queue: JobQueue;
  mail: MailService;
  storage: Storage;
  clock: Clock;
  config: Config;
  requests: RequestsInFlight;
  audit: AuditRecorder;
}

/**
 * A community's data as a whole (issue "Data sovereignty"): the audit trail's screens, verification and purge, the
 * full export, and (composition-closing.ts) closing, certified deletion and retention. Part of the one composition
 * root, in its own file for length, like composition-push.ts.
 */
export function composeData(app: FastifyInstance, deps: DataDeps) {
  const { database, queue, mail, storage, clock, config, audit } = deps;
  // The trail's signed checkpoints, kept outside the database (AUDIT_CHECKPOINT_DIR): daily, and at each export.
  const signer = documentSigner(config.certificateKey);
  const checkpoints = createCheckpoints({
    db: database.db,
    signer,
    clock,
    issuer: config.publicUrl,
    dir: config.auditCheckpointDir,
  });
  // A community's full export: an archive written by a job, offered through single-use links, e-mailed when ready.
  const exports = createExportsService({
    database,
    queue,
    mail,
    storage,
    clock,
    config,
    requests: deps.requests,
    audit,
    checkpoint: () => checkpoints.take('export'),
  });
  app.decorate('exports', { resume: exports.resume });
  // Closing a community, its certified deletion (its final export certified) and the member app's answer meanwhile.
  const closing = composeClosing(app, { config, database, clock, queue, mail, storage, exports, audit });
  return {
    exports,
    jobs: [
      ...closing.jobs,
      ...exportJobs({ service: exports }),
      ...auditJobs({ database, clock, retentionMonths: config.auditRetentionMonths, signer, checkpoints }),
    ],
    async registerRoutes(app: FastifyInstance): Promise<void> {
      await app.register(auditRoutes, {
        service: createAuditService({ database, clock, audit, checkpoints }),
      });
      await app.register(exportsRoutes, { service: exports });
      await closing.routes();
    },
  };
}
