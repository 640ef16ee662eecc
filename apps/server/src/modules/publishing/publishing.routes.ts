import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchResponse,
  calendarQuery,
  calendarResponse,
  errorResponse,
  feedBatchBody,
  feedItemDetail,
  feedItemIdParams,
  listQuery,
  messageResponse,
  publishBody,
  publishingLogList,
  unpinBody,
} from '@gathering/contract';
import { caller } from '../../plugins/auth';
import type { BatchAction, PublishingService } from './publishing.service';

const tags = ['feed'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

export const publishingRoutes: FastifyPluginAsyncZod<{ service: PublishingService }> = async (
  app,
  { service },
) => {
  const onRequest = app.authorize('community');
  const actor = (req: Parameters<typeof caller>[0]) => {
    const c = caller(req);
    return { userId: c.userId, communityId: c.communityId! };
  };
  const item = {
    onRequest,
    schema: { tags, params: feedItemIdParams, response: { 200: feedItemDetail, ...errors } },
  };

  app.patch(
    '/v2/feed/publish/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Publish now, or schedule with publishAt (+ zone); sets the audience',
        params: feedItemIdParams,
        body: publishBody,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.publish(actor(req), req.params.id, req.body),
  );
  app.patch('/v2/feed/retract/:id', item, async (req) => service.retract(actor(req), req.params.id));
  app.post('/v1/feeditem/archive/:id', item, async (req) => service.archive(actor(req), req.params.id));
  app.patch('/v1/feedItem/pinned/:id', item, async (req) => service.pin(actor(req), req.params.id, true));
  app.patch(
    '/v1/feedItem/unpin/:id',
    {
      onRequest,
      schema: {
        tags,
        params: feedItemIdParams,
        body: unpinBody,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.pin(actor(req), req.params.id, false, req.body.access),
  );

  app.delete(
    '/v1/feeditem/destroy/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete permanently, with its files',
        params: feedItemIdParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (req) => {
      await service.destroy(actor(req), req.params.id);
      return { message: 'Feed Item was deleted permanently' };
    },
  );

  const DONE: Record<BatchAction, string> = {
    retract: 'Feed Items were retracted',
    archive: 'Feed Items were archived',
    delete: 'Feed Items were deleted',
  };
  for (const action of ['retract', 'archive', 'delete'] as const) {
    app.patch(
      `/v2/feeds/batch/${action}`,
      {
        onRequest,
        schema: {
          tags,
          summary: `${action} several items: all of them or, on any error, none`,
          body: feedBatchBody,
          response: { 200: batchResponse, ...errors },
        },
      },
      async (req) => ({
        message: DONE[action],
        count: await service.batch(actor(req), action, req.body.ids),
      }),
    );
  }

  app.get(
    '/v2/publishingActivity/:id/log',
    {
      onRequest,
      schema: {
        tags,
        params: feedItemIdParams,
        querystring: listQuery.pick({ offset: true, limit: true }),
        response: { 200: publishingLogList, ...errors },
      },
    },
    async (req) => service.log(actor(req).communityId, req.params.id, req.query.offset, req.query.limit),
  );

  app.get(
    '/v2/publishing/current',
    {
      onRequest,
      schema: { tags, querystring: calendarQuery, response: { 200: calendarResponse, ...errors } },
    },
    async (req) => service.calendar(actor(req).communityId, req.query.startDate, req.query.endDate),
  );
};
