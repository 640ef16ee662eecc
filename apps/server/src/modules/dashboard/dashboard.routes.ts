import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityDashboardResponse, platformDashboardResponse } from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import type { DashboardService } from './dashboard.service';

const tags = ['dashboard'];
const errors = errorResponses(401, 403);

export const dashboardRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (
  app,
  { service },
) => {
  app.get(
    '/v1/administrator/dashboard',
    {
      onRequest: app.authorize('platform'),
      schema: {
        operationId: 'dashboard.platform',
        summary: 'The platform dashboard',
        tags,
        security,
        response: { 200: platformDashboardResponse, ...errors },
      },
    },
    async () => service.platform(),
  );

  app.get(
    '/v1/admin/dashboard',
    {
      onRequest: app.authorize('community'),
      schema: {
        operationId: 'dashboard.community',
        summary: "The community administrator's dashboard",
        tags,
        security,
        response: { 200: communityDashboardResponse, ...errors },
      },
    },
    async (req) => service.community(adminCommunity(req).communityId),
  );
};
