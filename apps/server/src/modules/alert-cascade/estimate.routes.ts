import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cascadeEstimate, cascadeEstimateBody } from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import type { CascadeEstimator } from './estimate';

/** The review before an emergency alert: what its cascade would reach, take and cost (issue 36 #2, #5). */
export const cascadeEstimateRoutes: FastifyPluginAsyncZod<{ estimator: CascadeEstimator }> = async (
  app,
  { estimator },
) => {
  app.post(
    '/v1/notifications/cascade/estimate',
    {
      onRequest: app.authorize('community'),
      schema: {
        operationId: 'cascade.estimate',
        summary:
          "Estimate an emergency alert's cascade: reach by channel, each language's text segments and price, time and cost",
        description:
          'The review before an emergency alert, beside notifications.reach: the same audience and language rules as the send and the cascade, counted now. Changes nothing.',
        tags: ['cascade'],
        security,
        body: cascadeEstimateBody,
        response: { 200: cascadeEstimate, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => estimator.estimate(adminCommunity(req), req.body),
  );
};
