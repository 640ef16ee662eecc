import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  feedItemDetail,
  feedItemIdParams,
  revisionDetail,
  revisionList,
  revisionParams,
} from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import type { RevisionsService } from './revisions.service';

const tags = ['content'];
const errors = errorResponses(400, 401, 403, 404);

/**
 * An item's history (issue 40 #3), any kind: its versions, one version whole, and a version restored as a new one.
 * Registered by content.routes.ts beside the item's own routes; another community's item is a 404.
 */
export function revisionsRoutes(app: FastifyInstance, service: RevisionsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authorize('community');

  r.get(
    '/v1/feeditem/:id/revisions',
    {
      onRequest,
      schema: {
        operationId: 'content.listRevisions',
        summary: "An item's saved versions",
        description:
          'Every kept version, newest first: who saved it and when, the version it restored, and the publishing ' +
          'moves made while it was the current one.',
        tags,
        security,
        params: feedItemIdParams,
        response: { 200: revisionList, ...errors },
      },
    },
    async (req) => service.list(adminCommunity(req).communityId, req.params.id),
  );

  r.get(
    '/v1/feeditem/:id/revisions/:number',
    {
      onRequest,
      schema: {
        operationId: 'content.getRevision',
        summary: 'One saved version of an item, whole',
        description:
          "Its fields in the item's own language and its versions in the community's other languages.",
        tags,
        security,
        params: revisionParams,
        response: { 200: revisionDetail, ...errors },
      },
    },
    async (req) => service.get(adminCommunity(req).communityId, req.params.id, req.params.number),
  );

  r.post(
    '/v1/feeditem/:id/revisions/:number/restore',
    {
      onRequest,
      schema: {
        operationId: 'content.restoreRevision',
        summary: 'Restore a saved version as the newest one',
        description:
          'Saves the version again as a new one (recorded in the audit trail as a restore). The publishing state ' +
          'is unchanged: a published item shows the restored version at once. 409 when its file is no longer stored.',
        tags,
        security,
        params: revisionParams,
        response: { 200: feedItemDetail, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => service.restore(adminCommunity(req), req.params.id, req.params.number),
  );
}
