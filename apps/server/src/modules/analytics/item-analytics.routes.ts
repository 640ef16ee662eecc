import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedItemIdParams,
  itemActivityPage,
  itemActivityQuery,
  itemConversions,
  itemNotifications,
  itemSeriesQuery,
  itemViewership,
  itemViews,
} from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import { requestLanguage } from '../../plugins/language';
import type { ItemAnalyticsService } from './item-analytics.service';

const tags = ['item-analytics'];
const errors = errorResponses(400, 401, 403, 404);

/**
 * One feed item's analytics (the content detail screen). The id is any string, as on the feed's own item routes:
 * an id that is no uuid is "invalid or could not be found" (404), like an item of another community.
 */
export const itemAnalyticsRoutes: FastifyPluginAsyncZod<{ service: ItemAnalyticsService }> = async (
  app,
  { service },
) => {
  const onRequest = app.authorize('community');
  const params = feedItemIdParams;

  app.get(
    '/v1/feedItem/analytics/:id/views',
    {
      onRequest,
      schema: {
        operationId: 'itemAnalytics.views',
        summary: "One item's views a day, its views and its distinct viewers over the period",
        tags,
        security,
        params,
        querystring: itemSeriesQuery,
        response: { 200: itemViews, ...errors },
      },
    },
    async (req) => service.views(adminCommunity(req), req.params.id, req.query),
  );

  app.get(
    '/v1/feedItem/analytics/:id/viewership',
    {
      onRequest,
      schema: {
        operationId: 'itemAnalytics.viewership',
        summary: "One item's lifetime views and the share of its audience who viewed it",
        tags,
        security,
        params,
        response: { 200: itemViewership, ...errors },
      },
    },
    async (req) => service.viewership(adminCommunity(req), req.params.id),
  );

  app.get(
    '/v1/feedItem/analytics/:id/conversions',
    {
      onRequest,
      schema: {
        operationId: 'itemAnalytics.conversions',
        summary: "One item's conversions a day and by kind over the period, and over its lifetime",
        tags,
        security,
        params,
        querystring: itemSeriesQuery,
        response: { 200: itemConversions, ...errors },
      },
    },
    async (req) => service.conversions(adminCommunity(req), req.params.id, req.query),
  );

  app.get(
    '/v1/feedItem/analytics/:id/notifications',
    {
      onRequest,
      schema: {
        operationId: 'itemAnalytics.notifications',
        summary: 'The pushes sent about one item, with the devices reached and the opens',
        tags,
        security,
        params,
        response: { 200: itemNotifications, ...errors },
      },
    },
    async (req) => service.notifications(adminCommunity(req), req.params.id),
  );

  app.get(
    '/v1/feedItem/analytics/:id/activityLog',
    {
      onRequest,
      schema: {
        operationId: 'itemAnalytics.activityLog',
        summary: "A page of one item's views and conversions, newest first, with who acted",
        tags,
        security,
        params,
        querystring: itemActivityQuery,
        response: { 200: itemActivityPage, ...errors },
      },
    },
    async (req) => service.activityLog(adminCommunity(req), req.params.id, req.query, requestLanguage(req)),
  );
};
