import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retentionResponse, retentionSettings, yourDataResponse } from '@gathering/contract';
import { bearerAuth as security, errorResponses } from '../../lib/route';
import { caller } from '../../plugins/auth';
import type { RetentionService } from './retention.service';

const tags = ['retention'];

/** A community administrator's "Your data" page and retention rules (their own community only). */
export const retentionRoutes: FastifyPluginAsyncZod<{ service: RetentionService }> = async (
  app,
  { service },
) => {
  const community = app.authorize('community');

  app.get(
    '/v1/community/your-data',
    {
      onRequest: community,
      schema: {
        operationId: 'retention.yourData',
        summary:
          'What personal data the community has in Gathering, where, for how long, and who processes it',
        tags,
        security,
        response: { 200: yourDataResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => ({ data: await service.yourData(caller(req)) }),
  );

  app.get(
    '/v1/community/retention',
    {
      onRequest: community,
      schema: {
        operationId: 'retention.get',
        summary: "The community's retention rules",
        tags,
        security,
        response: { 200: retentionResponse, ...errorResponses(401, 403) },
      },
    },
    async (req) => ({ data: await service.settings(caller(req)) }),
  );

  app.put(
    '/v1/community/retention',
    {
      onRequest: community,
      schema: {
        operationId: 'retention.save',
        summary: "Set the community's retention rules (null turns a rule off)",
        tags,
        security,
        body: retentionSettings,
        response: { 200: retentionResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ({ data: await service.save(caller(req), req.body) }),
  );
};
