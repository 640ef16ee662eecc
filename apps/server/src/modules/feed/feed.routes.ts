import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  featuredResponse,
  feedItemDetail,
  feedItemIdParams,
  feedList,
  feedListQuery,
  pinnedResponse,
} from '@gathering/contract';
import { caller } from '../../plugins/auth';
import type { ContentService } from '../content/content.service';
import type { FeedService } from './feed.service';

const tags = ['feed'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The console's views of the community feed (live items, in feed order). */
export const feedRoutes: FastifyPluginAsyncZod<{ service: FeedService; content: ContentService }> = async (
  app,
  { service, content },
) => {
  const onRequest = app.authorize('community');
  const community = (req: Parameters<typeof caller>[0]) => caller(req).communityId!;

  app.get(
    '/v1/feedItems/featured',
    { onRequest, schema: { tags, response: { 200: featuredResponse, ...errors } } },
    async (req) => service.featured(community(req)),
  );
  app.get(
    '/v1/feedItem/community/pinned',
    { onRequest, schema: { tags, response: { 200: pinnedResponse, ...errors } } },
    async (req) => service.pinned(community(req)),
  );
  app.get(
    '/v2/feed/community/pinned',
    { onRequest, schema: { tags, querystring: feedListQuery, response: { 200: feedList, ...errors } } },
    async (req) => service.pinnedPage(community(req), req.query),
  );
  app.get(
    '/v1/feedItems/public',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Live OPEN items: what a guest of the app sees',
        querystring: feedListQuery,
        response: { 200: feedList, ...errors },
      },
    },
    async (req) => service.publicFeed(community(req), req.query),
  );
  app.get(
    '/v2/feed/community/feeditems',
    { onRequest, schema: { tags, querystring: feedListQuery, response: { 200: feedList, ...errors } } },
    async (req) => service.communityFeed(community(req), req.query),
  );
  app.get(
    '/v1/feedItem/view/:id',
    { onRequest, schema: { tags, params: feedItemIdParams, response: { 200: feedItemDetail, ...errors } } },
    async (req) => content.view(community(req), req.params.id),
  );
};
