import { analyticsJobs } from '../modules/analytics/analytics.jobs';
import { createAnalyticsService } from '../modules/analytics/analytics.service';
import { analyticsRepository } from '../modules/analytics/analytics.repository';
import { analyticsRoutes } from '../modules/analytics/analytics.routes';
import { createItemAnalyticsService } from '../modules/analytics/item-analytics.service';
import { itemAnalyticsRoutes } from '../modules/analytics/item-analytics.routes';
import { createPlatformAnalyticsService } from '../modules/analytics/platform-analytics.service';
import { platformAnalyticsRoutes } from '../modules/analytics/platform-analytics.routes';
import type { CommunitiesService } from '../modules/communities/communities.service';
import { createDashboardService } from '../modules/dashboard/dashboard.service';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes';
import { reportsJobs } from '../modules/reports/reports.jobs';
import { createReportsService } from '../modules/reports/reports.service';
import { reportsRoutes } from '../modules/reports/reports.routes';
import type { Core } from './core';
import { route, type Area } from './wiring';

/**
 * The figures: the dashboards' counts, the analytics roll-up and the console's, one item's and the platform's
 * figures, and the reports built from them (e-mailed with their files).
 */
export function wireAnalytics(
  core: Core,
  needs: {
    /** The platform's communities overview is the communities module's list (its rows and sorting). */
    listCommunities: CommunitiesService['list'];
  },
) {
  const { database, clock, queue, mail, storage: addresses, audit } = core;
  const reports = createReportsService({ database, clock, queue, mail, figures: analyticsRepository, audit });
  return {
    jobs: [
      // The analytics roll-up (every minute): folds activity_events into the daily figures.
      ...analyticsJobs({ database, requests: core.requests }),
      ...reportsJobs({ service: reports }),
    ],
    hooks: [],
    routes: [
      route(dashboardRoutes, { service: createDashboardService({ database }) }),
      route(platformAnalyticsRoutes, {
        service: createPlatformAnalyticsService({
          database,
          clock,
          listCommunities: needs.listCommunities,
          addresses,
        }),
      }),
      route(analyticsRoutes, { service: createAnalyticsService({ database, clock, addresses }) }),
      route(itemAnalyticsRoutes, { service: createItemAnalyticsService({ database, clock }) }),
      route(reportsRoutes, { service: reports }),
    ],
  } satisfies Area;
}
