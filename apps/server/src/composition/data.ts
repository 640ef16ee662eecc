import { closingMessages } from '@gathering/contract';
import type { Config } from '../config';
import { forbidden } from '../lib/errors';
import { documentSigner } from '../lib/signing';
import { configuredCheckpointStore, createCheckpoints } from '../modules/audit/audit.checkpoints';
import { createAuditService } from '../modules/audit/audit.service';
import { auditRepository } from '../modules/audit/audit.repository';
import { auditRoutes } from '../modules/audit/audit.routes';
import { auditJobs } from '../modules/audit/audit.jobs';
import { erasureRepository } from '../modules/auth/erasure.repository';
import { closingsRepository } from '../modules/communities/closings.repository';
import { communitiesRepository } from '../modules/communities/communities.repository';
import { closingCommunities, createClosingService } from '../modules/communities/closing.service';
import { closingJobs } from '../modules/communities/closing.jobs';
import { closingRoutes } from '../modules/communities/closing.routes';
import { contentRetentionRepository } from '../modules/content/retention.repository';
import { createDeletionService } from '../modules/deletion/deletion.service';
import { deletionJobs } from '../modules/deletion/deletion.jobs';
import { deletionRoutes } from '../modules/deletion/deletion.routes';
import { exportJobs } from '../modules/exports/exports.jobs';
import { exportsRoutes } from '../modules/exports/exports.routes';
import { createExportsService } from '../modules/exports/exports.service';
import { createRetentionService, type DataFacts } from '../modules/retention/retention.service';
import { retentionJobs } from '../modules/retention/retention.jobs';
import { retentionRoutes } from '../modules/retention/retention.routes';
import type { Core } from './core';
import { route, type Area } from './wiring';

/** The "Your data" page's facts, from the configuration only: never a URL's credentials. */
function dataFacts(config: Config): DataFacts {
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

/**
 * A community's data as a whole (issue "Data sovereignty"): its audit trail (screens, verification, purge), its
 * full export, its closing with the member app's answer meanwhile, its certified deletion, and its retention
 * rules with the "Your data" page.
 */
export function wireData(core: Core) {
  const { config, database, clock, queue, mail, storage, audit } = core;
  // The trail's signed checkpoints, kept outside the database (AUDIT_CHECKPOINT_DIR): daily, and at each export.
  const signer = documentSigner(config.certificateKey);
  const checkpoints = createCheckpoints({
    db: database.db,
    signer,
    clock,
    issuer: config.publicUrl,
    store: configuredCheckpointStore(config, storage),
  });
  // A community's full export: an archive written by a job, offered through single-use links, e-mailed when ready.
  const exports = createExportsService({
    database,
    queue,
    mail,
    storage,
    // Several processes on one database share their files through S3 (docs/scale-out.md): exports too.
    shared: config.s3 ? storage : undefined,
    clock,
    config,
    requests: core.requests,
    audit,
    checkpoint: () => checkpoints.take('export'),
  });
  const closingIds = closingCommunities(
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
    cache: closingIds,
    audit,
  });
  const deletion = createDeletionService({
    database,
    clock,
    mail,
    publicUrl: config.publicUrl,
    signer,
    storage,
    fileStore: config.s3 ? 's3' : 'disk',
    closings: closingsRepository,
    communities: communitiesRepository,
    erasure: erasureRepository,
    // The final export is taken just before the rows go; its checksums are certified, and then every archive of the
    // community (that one included) is removed with the rest of its files.
    finalExport: async (communityId) => {
      const final = await exports.finalExport(communityId);
      await exports.removeArchives(communityId);
      return final;
    },
    auditChainHead: (communityId) => auditRepository.chainHead(database.db, communityId),
    onDeleted: () => closingIds.invalidate(),
  });
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
      ...exportJobs({ service: exports }),
      ...auditJobs({ database, clock, retentionMonths: config.auditRetentionMonths, signer, checkpoints }),
    ],
    hooks: [
      // Community exports: starts over those a stopped server was writing (main.ts, once the queue works).
      (app) => app.decorate('exports', { resume: exports.resume }),
      // The member app of a closing community answers that it is closing (the console keeps working, with a
      // banner, so its administrators can still take their data), and takes no one new: no sign-up, sign-in or
      // guest session names it by its slug. After the route's own guard and the body's validation: the caller is
      // known by then.
      (app) =>
        app.addHook('preHandler', async (request) => {
          if (!request.url.startsWith('/app/')) return;
          const id = request.auth?.communityId ?? request.guest?.communityId;
          // The browser's session routes name the community in their path (/app/v1/communities/{slug}/…).
          const slug =
            (request.body as { communitySlug?: unknown } | undefined)?.communitySlug ??
            (request.params as { slug?: unknown } | undefined)?.slug;
          if (await closingIds.has({ id, slug })) throw forbidden(closingMessages.appClosing);
        }),
    ],
    routes: [
      route(auditRoutes, { service: createAuditService({ database, clock, audit, checkpoints }) }),
      route(exportsRoutes, { service: exports }),
      route(closingRoutes, { service: closing }),
      route(deletionRoutes, { service: deletion }),
      route(retentionRoutes, { service: retention }),
    ],
  } satisfies Area;
}
