import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsCount,
  analyticsCountQuery,
  analyticsSeriesQuery,
  guestActivity,
  guestCountQuery,
  guestSeriesQuery,
  insightQuery,
  recentMembersResponse,
  systemInsight,
  timeFilterQuery,
  timeSeries,
  topContentQuery,
  topContentResponse,
  userInsight,
} from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import type { AnalyticsService } from './analytics.service';

const tags = ['analytics'];
const errors = errorResponses(400, 401, 403);

/** The community console's analytics (dashboard and /admin/analytics), for the administrator's own community. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ service: AnalyticsService }> = async (
  app,
  { service },
) => {
  const onRequest = app.authorize('community');

  app.get(
    '/v1/admin/analytics',
    {
      onRequest,
      schema: {
        operationId: 'analytics.count',
        summary: 'One analytics type: the lifetime total, the last 7 days and the period (default LIFETIME)',
        tags,
        security,
        querystring: analyticsCountQuery,
        response: { 200: analyticsCount, ...errors },
      },
    },
    async (req) => service.count(adminCommunity(req).communityId, req.query.type, req.query),
  );

  app.get(
    '/v1/admin/analytics/top-content',
    {
      onRequest,
      schema: {
        operationId: 'analytics.topContent',
        summary: 'The ten most viewed items of the week, of all time or of a range',
        tags,
        security,
        querystring: topContentQuery,
        response: { 200: topContentResponse, ...errors },
      },
    },
    async (req) => service.topContent(adminCommunity(req).communityId, req.query),
  );

  app.get(
    '/v1/admin/analytics/log-date',
    {
      onRequest,
      schema: {
        operationId: 'analytics.series',
        summary: 'One analytics type a day over the period',
        tags,
        security,
        querystring: analyticsSeriesQuery,
        response: { 200: timeSeries, ...errors },
      },
    },
    async (req) => service.series(adminCommunity(req).communityId, req.query.type, req.query),
  );

  app.get(
    '/v1/admin/analytics/members/recent',
    {
      onRequest,
      schema: {
        operationId: 'analytics.recentMembers',
        summary: 'The ten newest active members',
        tags,
        security,
        response: { 200: recentMembersResponse, ...errors },
      },
    },
    async (req) => service.recentMembers(adminCommunity(req).communityId),
  );

  app.get(
    '/v2/insights/user',
    {
      onRequest,
      schema: {
        operationId: 'analytics.userInsight',
        summary: 'Members and guests: everyone now (ALL_TIME), or those who joined in the period',
        tags,
        security,
        querystring: insightQuery,
        response: { 200: userInsight, ...errors },
      },
    },
    async (req) => service.userInsight(adminCommunity(req).communityId, req.query),
  );

  app.get(
    '/v2/insights/system',
    {
      onRequest,
      schema: {
        operationId: 'analytics.systemInsight',
        summary: 'Conversions, views, notifications and posts over the period',
        tags,
        security,
        querystring: insightQuery,
        response: { 200: systemInsight, ...errors },
      },
    },
    async (req) => service.systemInsight(adminCommunity(req).communityId, req.query),
  );

  app.get(
    '/v2/guests/admin/log-date',
    {
      onRequest,
      schema: {
        operationId: 'analytics.guestSeries',
        summary: "Guests' views, upgrades or notifications a day over the period",
        tags,
        security,
        querystring: guestSeriesQuery,
        response: { 200: timeSeries, ...errors },
      },
    },
    async (req) => service.guestSeries(adminCommunity(req).communityId, req.query),
  );

  app.get(
    '/v2/guests/admin/guests',
    {
      onRequest,
      schema: {
        operationId: 'analytics.newGuests',
        summary: 'New guests a day over the period',
        tags,
        security,
        querystring: timeFilterQuery,
        response: { 200: timeSeries, ...errors },
      },
    },
    async (req) => service.newGuests(adminCommunity(req).communityId, req.query),
  );

  app.get(
    '/v2/guests/analytics/activity',
    {
      onRequest,
      schema: {
        operationId: 'analytics.guestActivity',
        summary: 'Guests: how many now; active, signed up, their views and conversions over the period',
        tags,
        security,
        querystring: timeFilterQuery,
        response: { 200: guestActivity, ...errors },
      },
    },
    async (req) => service.guestActivity(adminCommunity(req).communityId, req.query),
  );

  app.get(
    '/v2/guests/admin/analytics',
    {
      onRequest,
      schema: {
        operationId: 'analytics.guestCount',
        summary: 'One guest analytics type: the lifetime total, the last 7 days and the period',
        tags,
        security,
        querystring: guestCountQuery,
        response: { 200: analyticsCount, ...errors },
      },
    },
    async (req) => service.count(adminCommunity(req).communityId, req.query.type, req.query),
  );
};
