import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  featuredResponse,
  feedItemDetail,
  feedItemIdParams,
  feedList,
  feedListQuery,
  pinnedResponse,
} from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import type { ContentService } from '../content';
import type { FeedService } from './feed.service';

const tags = ['feed'];
const errors = errorResponses(400, 401, 403, 404);

/** The console's views of the community feed (live items, in feed order). */
export const feedRoutes: FastifyPluginAsyncZod<{ service: FeedService; content: ContentService }> = async (
  app,
  { service, content },
) => {
  const onRequest = app.authorize('community');

  app.get(
    '/v1/feedItems/featured',
    {
      onRequest,
      schema: {
        operationId: 'feed.listFeatured',
        summary: 'The featured items of the feed',
        tags,
        security,
        response: { 200: featuredResponse, ...errors },
      },
    },
    async (req) => service.featured(adminCommunity(req).communityId),
  );
  app.get(
    '/v1/feedItem/community/pinned',
    {
      onRequest,
      schema: {
        operationId: 'feed.listPinned',
        summary: 'The pinned items of the feed',
        tags,
        security,
        response: { 200: pinnedResponse, ...errors },
      },
    },
    async (req) => service.pinned(adminCommunity(req).communityId),
  );
  app.get(
    '/v2/feed/community/pinned',
    {
      onRequest,
      schema: {
        operationId: 'feed.listPinnedPage',
        summary: 'A page of the pinned items of the feed',
        tags,
        security,
        querystring: feedListQuery,
        response: { 200: feedList, ...errors },
      },
    },
    async (req) => service.pinnedPage(adminCommunity(req).communityId, req.query),
  );
  app.get(
    '/v1/feedItems/public',
    {
      onRequest,
      schema: {
        operationId: 'feed.listPublic',
        summary: 'Live OPEN items: what a guest of the app sees',
        tags,
        security,
        querystring: feedListQuery,
        response: { 200: feedList, ...errors },
      },
    },
    async (req) => service.publicFeed(adminCommunity(req).communityId, req.query),
  );
  app.get(
    '/v2/feed/community/feeditems',
    {
      onRequest,
      schema: {
        operationId: 'feed.list',
        summary: 'The live items of the community feed, in feed order',
        tags,
        security,
        querystring: feedListQuery,
        response: { 200: feedList, ...errors },
      },
    },
    async (req) => service.communityFeed(adminCommunity(req).communityId, req.query),
  );
  app.get(
    '/v1/feedItem/view/:id',
    {
      onRequest,
      schema: {
        operationId: 'feed.getItem',
        summary: 'One feed item in full',
        tags,
        security,
        params: feedItemIdParams,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => content.view(adminCommunity(req).communityId, req.params.id),
  );
};
