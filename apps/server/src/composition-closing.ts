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
import type { ExportsService } from './modules/exports';
import type { AuditRecorder } from './modules/audit';
import { auditRepository } from './modules/audit/audit.repository';
import { contentRetentionRepository } from './modules/content/retention.repository';
import { createRetentionService, type DataFacts } from './modules/retention/retention.service';
import { retentionJobs } from './modules/retention/retention.jobs';
import { retentionRoutes } from './modules/retention/retention.routes';

/** The "Your data" page's facts, from the configuration only: never a URL's credentials. */
export function dataFacts(config: Config): DataFacts {
  const host = (url: string | undefined) => {
    if (!url) return null;
    try {
      return new URL(url).hostname || null;
    } catch {
      return null;
    }
  };
  return {
    database: {
      engine: config.databaseUrl ? 'postgresql' : 'pglite',
      region: config.regions.database,
    },
    files: config.s3
      ? {
          store: 's3',
          region: config.s3.region,
          bucket: config.s3.bucket,
          host: host(config.s3.endpoint) ?? `s3.${config.s3.region}.amazonaws.com`,
        }
      : { store: 'disk', region: config.regions.data, bucket: null, host: null },
    smtpHost: host(config.smtpUrl),
    graceDays: config.graceDays,
  };
}

/** What the closing wiring needs from composition.ts (declared here so neither file imports the other's). */
export interface ClosingDeps {
  config: Config;
  database: Database;
  clock: Clock;
  queue: JobQueue;
  mail: MailService;
  storage: Storage;
  /** The export module's: the final export's checksums go in the certificate, and no archive outlives the community. */
  exports: Pick<ExportsService, 'finalExport' | 'removeArchives'>;
  audit: AuditRecorder;
}

/**
 * Closing a community, its certified deletion, the member app's answer while it closes, and the retention rules. The same rules hold as
 * in composition.ts; kept apart for size. Call before the routes are registered: the guard is a root hook.
 */
export function composeClosing(app: FastifyInstance, deps: ClosingDeps) {
  const { config, database, clock, queue, mail } = deps;
  const cache = closingCommunities(
    () => closingsRepository.closingCommunities(database.db),
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
    audit: deps.audit,
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
    // The final export is taken just before the rows go; its checksums are certified, and then every archive of the
    // community (that one included) is removed with the rest of its files.
    finalExport: async (communityId) => {
      const final = await deps.exports.finalExport(communityId);
      await deps.exports.removeArchives(communityId);
      return final;
    },
    auditChainHead: (communityId) => auditRepository.chainHead(database.db, communityId),
    onDeleted: () => cache.invalidate(),
  });

  // The member app of a closing community answers that it is closing (the console keeps working, with a banner,
  // so its administrators can still take their data), and takes no one new: no sign-up, sign-in or guest session
  // names it by its slug. After the route's own guard and the body's validation: the caller is known by then.
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/app/')) return;
    const id = request.auth?.communityId ?? request.guest?.communityId;
    const slug = (request.body as { communitySlug?: unknown } | undefined)?.communitySlug;
    if (await cache.has({ id, slug })) throw forbidden(closingMessages.appClosing);
  });

  // Retention rules and the "Your data" page.
  const retention = createRetentionService({
    database,
    clock,
    facts: dataFacts(config),
    communities: communitiesRepository,
    closings: closingsRepository,
    content: contentRetentionRepository,
    erasure: erasureRepository,
  });

  return {
    jobs: [
      ...closingJobs({ closing }),
      ...deletionJobs({ service: deletion }),
      ...retentionJobs({ service: retention }),
    ],
    async routes() {
      await app.register(closingRoutes, { service: closing });
      await app.register(deletionRoutes, { service: deletion });
      await app.register(retentionRoutes, { service: retention });
    },
  };
}
