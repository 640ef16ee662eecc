import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsMessages,
  communityAnalyticsPage,
  communityAnalyticsQuery,
  communityListQuery,
  communityListResponse,
  communityPercentages,
  openAnalytics,
  overviewParams,
  overviewTiles,
  periodQuery,
  platformOverview,
  platformSeries,
} from '@gathering/contract';
import { badRequest } from '../../lib/errors';
import { bearerAuth as security, errorResponses } from '../../lib/route';
import type { PlatformAnalyticsService } from './platform-analytics.service';

const tags = ['platform-analytics'];
const errors = errorResponses(400, 401, 403);

/** The platform back-office's analytics (spec platform §2, §3, §7). Platform administrators only. */
export const platformAnalyticsRoutes: FastifyPluginAsyncZod<{ service: PlatformAnalyticsService }> = async (
  app,
  { service },
) => {
  const platform = app.authorize('platform');

  app.get(
    '/v1/administrator/analytics/main/filtered-communities',
    {
      onRequest: platform,
      schema: {
        operationId: 'platformAnalytics.communities',
        summary:
          "Each community's users, daily active average, views, conversions, notifications and publishing",
        description:
          'Rows by community name. Pass the previous page’s `meta.orderKey` as `orderKey` for the page after it.',
        tags,
        security,
        querystring: communityAnalyticsQuery,
        response: { 200: communityAnalyticsPage, ...errors },
      },
    },
    async (req) => service.communities(req.query),
  );

  app.get(
    '/v1/administrator/analytics/main/filtered-analytics',
    {
      onRequest: platform,
      schema: {
        operationId: 'platformAnalytics.series',
        summary: 'Daily sign-ups, new guests, active users, views, conversions, notifications and posts',
        tags,
        security,
        querystring: periodQuery,
        response: { 200: platformSeries, ...errors },
      },
    },
    async (req) => service.series(req.query),
  );

  app.get(
    '/v1/administrator/analytics/main/filtered-overview',
    {
      onRequest: platform,
      schema: {
        operationId: 'platformAnalytics.overview',
        summary: 'Summary tiles of the period for registered and unregistered users',
        tags,
        security,
        querystring: periodQuery,
        response: { 200: platformOverview, ...errors },
      },
    },
    async (req) => service.overview(req.query),
  );

  app.get(
    '/v2/guests/admin/filtered-overview',
    {
      onRequest: platform,
      schema: {
        operationId: 'platformAnalytics.openAnalytics',
        summary:
          'Open (guest) analytics of the period: new guests, upgrades, views and conversions by guests',
        tags,
        security,
        querystring: periodQuery,
        response: { 200: openAnalytics, ...errors },
      },
    },
    async (req) => service.open(req.query),
  );

  app.get(
    '/v1/administrator/analytics/main/community-percentages',
    {
      onRequest: platform,
      schema: {
        operationId: 'platformAnalytics.percentages',
        summary: "Each community's share of the period's content, new members and notifications",
        tags,
        security,
        querystring: periodQuery,
        response: { 200: communityPercentages, ...errors },
      },
    },
    async (req) => service.percentages(req.query),
  );

  // The spec's three paths, each literal (so the OpenAPI document names them for client generators)...
  const overview = (period: 'all' | 'month' | 'week', summary: string) => ({
    onRequest: platform,
    schema: {
      operationId: `platformAnalytics.overview${period[0].toUpperCase()}${period.slice(1)}`,
      summary,
      tags,
      security,
      querystring: periodQuery,
      response: { 200: overviewTiles, ...errors },
    },
  });
  app.get(
    '/v1/administrator/analytics/overview/all',
    overview('all', 'Dashboard tiles for all time'),
    async () => service.overviewTiles('all'),
  );
  app.get(
    '/v1/administrator/analytics/overview/month',
    overview('month', 'Dashboard tiles for the last 30 days'),
    async () => service.overviewTiles('month'),
  );
  app.get(
    '/v1/administrator/analytics/overview/week',
    overview('week', 'Dashboard tiles for the last 7 days'),
    async () => service.overviewTiles('week'),
  );
  // ...and any other segment answers the spec's "Invalid Analytics Type" (400) rather than a bare 404. Static paths
  // win over this parametric one in the router; it is left out of the document (it never answers 200).
  app.get(
    '/v1/administrator/analytics/overview/:type',
    { onRequest: platform, schema: { tags, hide: true, params: overviewParams, response: { ...errors } } },
    async () => {
      throw badRequest(analyticsMessages.invalidAnalyticsType, 'type');
    },
  );

  app.get(
    '/v1/administrator/analytics/community/overview',
    {
      onRequest: platform,
      schema: {
        operationId: 'platformAnalytics.communityOverview',
        summary: 'The communities overview rows (as in the communities list)',
        tags,
        security,
        querystring: communityListQuery,
        response: { 200: communityListResponse, ...errors },
      },
    },
    async (req) => service.communityOverview(req.query),
  );
};
