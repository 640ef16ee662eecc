import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchResponse,
  calendarQuery,
  calendarResponse,
  feedBatchBody,
  feedItemDetail,
  feedItemIdParams,
  listQuery,
  messageResponse,
  publishBody,
  publishingLogList,
  unpinBody,
} from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import type { PublishingService } from './publishing.service';

const tags = ['publishing'];
const errors = errorResponses(400, 401, 403, 404, 409);
// Publishing with a notification: also 429, as pushes are limited per community per hour (notifications/send-limit.ts).
const publishErrors = errorResponses(400, 401, 403, 404, 409, 429);

export const publishingRoutes: FastifyPluginAsyncZod<{ service: PublishingService }> = async (
  app,
  { service },
) => {
  const onRequest = app.authorize('community');

  app.patch(
    '/v2/feed/publish/:id',
    {
      onRequest,
      schema: {
        operationId: 'publishing.publish',
        summary: 'Publish now, or schedule with publishAt (+ zone); sets the audience',
        tags,
        security,
        params: feedItemIdParams,
        body: publishBody,
        response: { 200: feedItemDetail, ...publishErrors },
      },
    },
    async (req) => service.publish(adminCommunity(req), req.params.id, req.body),
  );
  app.patch(
    '/v2/feed/retract/:id',
    {
      onRequest,
      schema: {
        operationId: 'publishing.retract',
        summary: 'Take a published or scheduled item back to draft',
        tags,
        security,
        params: feedItemIdParams,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.retract(adminCommunity(req), req.params.id),
  );
  app.post(
    '/v1/feeditem/archive/:id',
    {
      onRequest,
      schema: {
        operationId: 'publishing.archive',
        summary: 'Archive an item',
        tags,
        security,
        params: feedItemIdParams,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.archive(adminCommunity(req), req.params.id),
  );
  app.post(
    '/v1/feeditem/restore/:id',
    {
      onRequest,
      schema: {
        operationId: 'publishing.restore',
        summary: 'Restore an archived or deleted item as a draft',
        tags,
        security,
        params: feedItemIdParams,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.restore(adminCommunity(req), req.params.id),
  );
  app.patch(
    '/v1/feedItem/pinned/:id',
    {
      onRequest,
      schema: {
        operationId: 'publishing.pin',
        summary: 'Pin an item to the top of the feed',
        tags,
        security,
        params: feedItemIdParams,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.pin(adminCommunity(req), req.params.id, true),
  );
  app.patch(
    '/v1/feedItem/unpin/:id',
    {
      onRequest,
      schema: {
        operationId: 'publishing.unpin',
        summary: 'Unpin an item, with the access it keeps',
        tags,
        security,
        params: feedItemIdParams,
        body: unpinBody,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.pin(adminCommunity(req), req.params.id, false, req.body.access),
  );

  app.delete(
    '/v1/feeditem/destroy/:id',
    {
      onRequest,
      schema: {
        operationId: 'publishing.destroy',
        summary: 'Delete permanently, with its files',
        tags,
        security,
        params: feedItemIdParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (req) => {
      await service.destroy(adminCommunity(req), req.params.id);
      return { message: 'Feed Item was deleted permanently' };
    },
  );

  app.patch(
    '/v2/feeds/batch/retract',
    {
      onRequest,
      schema: {
        operationId: 'publishing.batchRetract',
        summary: 'Retract several items: all of them or, on any error, none',
        tags,
        security,
        body: feedBatchBody,
        response: { 200: batchResponse, ...errors },
      },
    },
    async (req) => ({
      message: 'Feed Items were retracted',
      count: await service.batch(adminCommunity(req), 'retract', req.body.ids),
    }),
  );

  app.patch(
    '/v2/feeds/batch/archive',
    {
      onRequest,
      schema: {
        operationId: 'publishing.batchArchive',
        summary: 'Archive several items: all of them or, on any error, none',
        tags,
        security,
        body: feedBatchBody,
        response: { 200: batchResponse, ...errors },
      },
    },
    async (req) => ({
      message: 'Feed Items were archived',
      count: await service.batch(adminCommunity(req), 'archive', req.body.ids),
    }),
  );

  app.patch(
    '/v2/feeds/batch/delete',
    {
      onRequest,
      schema: {
        operationId: 'publishing.batchDelete',
        summary: 'Delete several items: all of them or, on any error, none',
        tags,
        security,
        body: feedBatchBody,
        response: { 200: batchResponse, ...errors },
      },
    },
    async (req) => ({
      message: 'Feed Items were deleted',
      count: await service.batch(adminCommunity(req), 'delete', req.body.ids),
    }),
  );

  app.get(
    '/v2/publishingActivity/:id/log',
    {
      onRequest,
      schema: {
        operationId: 'publishing.listLog',
        summary: "An item's publishing history",
        tags,
        security,
        params: feedItemIdParams,
        querystring: listQuery.pick({ offset: true, limit: true }),
        response: { 200: publishingLogList, ...errors },
      },
    },
    async (req) =>
      service.log(adminCommunity(req).communityId, req.params.id, req.query.offset, req.query.limit),
  );

  app.get(
    '/v2/publishing/current',
    {
      onRequest,
      schema: {
        operationId: 'publishing.calendar',
        summary: 'The publishing calendar between two dates',
        tags,
        security,
        querystring: calendarQuery,
        response: { 200: calendarResponse, ...errors },
      },
    },
    async (req) => service.calendar(adminCommunity(req).communityId, req.query.startDate, req.query.endDate),
  );
};
