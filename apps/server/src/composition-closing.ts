import type { FastifyInstance } from 'fastify';
import { closingMessages } from '@gathering/contract';
import type { Config } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { Clock } from './lib/clock';
import { forbidden } from './lib/errors';
import type { Storage } from './lib/files/storage';
import { documentSigner } from './lib/signing';
import type { MailService } from './modules/mail';
import { erasureRepository } from './modules/auth/erasure.repository';
import { closingsRepository } from './modules/communities/closings.repository';
import { communitiesRepository } from './modules/communities/communities.repository';
import { closingCommunities, createClosingService } from './modules/communities/closing.service';
import { closingJobs } from './modules/communities/closing.jobs';
import { closingRoutes } from './modules/communities/closing.routes';
import { createDeletionService } from './modules/deletion/deletion.service';
import { deletionJobs } from './modules/deletion/deletion.jobs';
import { deletionRoutes } from './modules/deletion/deletion.routes';
import type { AuditChainHead, FinalExport } from './modules/deletion';

/** What the closing wiring needs from composition.ts (declared here so neither file imports the other's). */
export interface ClosingDeps {
  config: Config;
  database: Database;
  clock: Clock;
  queue: JobQueue;
  mail: MailService;
  storage: Storage;
  /**
   * The export and audit modules' ports. Until they are merged in, no final export is taken (the certificate says
   * `finalExport: null`) and the audit chain has no head (null).
   */
  finalExport?: FinalExport;
  auditChainHead?: AuditChainHead;
}

/**
 * Closing a community, its certified deletion, and the member app's answer while it closes. The same rules hold as
 * in composition.ts; kept apart for size. Call before the routes are registered: the guard is a root hook.
 */
export function composeClosing(app: FastifyInstance, deps: ClosingDeps) {
  const { config, database, clock, queue, mail } = deps;
  const cache = closingCommunities(
    () => closingsRepository.closingIds(database.db),
    () => Date.now(),
  );
  const closing = createClosingService({
    database,
    clock,
    queue,
    mail,
    publicUrl: config.publicUrl,
    graceDays: config.graceDays,
    cache,
  });
  const deletion = createDeletionService({
    database,
    clock,
    mail,
    publicUrl: config.publicUrl,
    signer: documentSigner(config.certificateKey),
    storage: deps.storage,
    fileStore: config.s3 ? 's3' : 'disk',
    closings: closingsRepository,
    communities: communitiesRepository,
    erasure: erasureRepository,
    finalExport: deps.finalExport ?? (async () => null),
    auditChainHead: deps.auditChainHead ?? (async () => null),
    onDeleted: () => cache.invalidate(),
  });

  // The member app of a closing community answers that it is closing (the console keeps working, with a banner,
  // so its administrators can still take their data). After the route's own guard: the caller is known by then.
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/app/')) return;
    const communityId = request.auth?.communityId ?? request.guest?.communityId;
    if (communityId && (await cache.has(communityId))) throw forbidden(closingMessages.appClosing);
  });

  return {
    jobs: [...closingJobs({ closing }), ...deletionJobs({ service: deletion })],
    async routes() {
      await app.register(closingRoutes, { service: closing });
      await app.register(deletionRoutes, { service: deletion });
    },
  };
}
