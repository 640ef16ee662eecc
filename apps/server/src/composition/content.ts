import type { CalendarPushEntry } from '@gathering/contract';
import type { ZoneRules } from '../db/zone-rules';
import { createApprovalsService } from '../modules/approvals/approvals.service';
import { approvalsRepository } from '../modules/approvals/approvals.repository';
import { approvalsRoutes } from '../modules/approvals/approvals.routes';
import { communitiesRepository } from '../modules/communities/communities.repository';
import { languagesRepository } from '../modules/communities/languages.repository';
import { createAttachmentsService } from '../modules/content/attachments.service';
import { createContentService } from '../modules/content/content.service';
import { contentRepository } from '../modules/content/content.repository';
import { maintenanceRepository } from '../modules/content/maintenance.repository';
import { publishingItems } from '../modules/content/publishing.ports';
import { contentRoutes } from '../modules/content/content.routes';
import { createFeedService } from '../modules/feed/feed.service';
import { feedRoutes } from '../modules/feed/feed.routes';
import { appFeedRoutes } from '../modules/feed/app-feed.routes';
import { createMaintenanceService } from '../modules/maintenance/maintenance.service';
import { maintenanceRoutes } from '../modules/maintenance/maintenance.routes';
import { createPublishingService } from '../modules/content/publishing.service';
import { publishingJobs } from '../modules/content/publishing.jobs';
import { publishingRoutes } from '../modules/content/publishing.routes';
import { itemPushRequests } from '../modules/push-compose/publish-requests';
import { feedItemUploadsRoutes } from '../modules/uploads/feed-item-uploads.routes';
import type { Core } from './core';
import { route, type Area } from './wiring';

/**
 * Content: the five kinds and their files, document reviews, publishing (with the push an item may send), the
 * feeds of the console and of the member app, and the maintenance scripts.
 */
export function wireContent(
  core: Core,
  needs: {
    /** The push-compose module's pushes between two instants, shown on the calendar beside content. */
    pushCalendar: (communityId: string, from: Date, to: Date) => Promise<CalendarPushEntry[]>;
    /** Refuses to schedule in a zone whose rules the server and the database disagree on. */
    zoneRules: Pick<ZoneRules, 'assertSchedulable'>;
  },
) {
  const { config, database, clock, queue, mail, storage, audit, logger } = core;
  const addresses = storage;
  const approvals = createApprovalsService({
    database,
    mail,
    clock,
    publicUrl: config.publicUrl,
    secret: config.jwtSecret,
    communities: communitiesRepository,
    addresses,
  });
  const content = createContentService({
    database,
    clock,
    approvals,
    reviews: approvalsRepository,
    addresses,
    audit,
    languages: languagesRepository,
  });
  const feed = createFeedService({
    database,
    clock,
    content,
    counters: contentRepository,
    mail,
    communities: communitiesRepository,
    addresses,
    languages: languagesRepository,
  });
  // A publish with a push asks the push-compose module once, in its own transaction (content/publishing.ports.ts).
  const pushes = itemPushRequests({ queue });
  return {
    jobs: publishingJobs({ database, clock, items: publishingItems(audit), pushes }),
    hooks: [],
    routes: [
      route(contentRoutes, { service: content }),
      route(approvalsRoutes, { service: approvals }),
      route(feedItemUploadsRoutes, { service: createAttachmentsService({ database, storage, clock }) }),
      route(feedRoutes, { service: feed, content }),
      route(appFeedRoutes, { service: feed }),
      route(publishingRoutes, {
        service: createPublishingService({
          database,
          queue,
          clock,
          content,
          pushes,
          storage,
          logger,
          pushCalendar: needs.pushCalendar,
          zoneRules: needs.zoneRules,
          audit,
        }),
      }),
      route(maintenanceRoutes, {
        service: createMaintenanceService({ database, queue, items: maintenanceRepository }),
      }),
    ],
  } satisfies Area;
}
