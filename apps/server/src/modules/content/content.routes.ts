import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KIND_PATHS,
  SAVE_BODIES,
  contentList,
  contentListQuery,
  errorResponse,
  feedItemDetail,
  feedItemIdParams,
  tagsResponse,
  type SaveBody,
} from '@gathering/contract';
import { caller } from '../../plugins/auth';
import type { ContentService } from './content.service';

const tags = ['content'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export const contentRoutes: FastifyPluginAsyncZod<{ service: ContentService }> = async (app, { service }) => {
  const onRequest = app.authorize('community');
  const actor = (req: Parameters<typeof caller>[0]) => {
    const c = caller(req);
    return { userId: c.userId, communityId: c.communityId! };
  };

  for (const [path, kind] of Object.entries(KIND_PATHS)) {
    const body = SAVE_BODIES[kind];
    app.get(
      `/v1/base/${path}`,
      {
        onRequest,
        schema: { tags, querystring: contentListQuery, response: { 200: contentList, ...errors } },
      },
      async (req) => service.list(kind, actor(req).communityId, req.query),
    );
    app.post(
      `/v1/base/${path}`,
      {
        onRequest,
        schema: {
          tags,
          summary: `Save a ${kind.toLowerCase()} item (creates without id, updates with id)`,
          body,
          response: { 200: feedItemDetail, ...errors },
        },
      },
      async (req) => service.save(kind, actor(req), req.body as SaveBody),
    );
    app.patch(
      `/v1/base/${path}/:id`,
      {
        onRequest,
        schema: { tags, params: feedItemIdParams, body, response: { 200: feedItemDetail, ...errors } },
      },
      async (req) => service.save(kind, actor(req), req.body as SaveBody, req.params.id),
    );
  }

  app.get(
    '/v1/tags',
    { onRequest, schema: { tags, response: { 200: tagsResponse, ...errors } } },
    async (req) => service.tags(actor(req).communityId),
  );
};
