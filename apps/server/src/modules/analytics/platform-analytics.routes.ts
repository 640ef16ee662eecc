import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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

  // One route for the spec's three paths, so any other segment answers the spec's "Invalid Analytics Type" (400)
  // rather than a bare 404:
  //   /v1/administrator/analytics/overview/all
  //   /v1/administrator/analytics/overview/month
  //   /v1/administrator/analytics/overview/week
  app.get(
    '/v1/administrator/analytics/overview/:type',
    {
      onRequest: platform,
      schema: {
        operationId: 'platformAnalytics.overviewTiles',
        summary:
          'Dashboard tiles for all time, the last 30 days or the last 7 days (type all, month or week)',
        tags,
        security,
        params: overviewParams,
        querystring: periodQuery,
        response: { 200: overviewTiles, ...errors },
      },
    },
    async (req) => service.overviewTiles(req.params.type),
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
