import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityDashboardResponse, errorResponse, platformDashboardResponse } from '@gathering/contract';
import { caller } from '../../plugins/auth';
import type { DashboardService } from './dashboard.service';

const tags = ['dashboard'];
const errors = { 401: errorResponse, 403: errorResponse };

export const dashboardRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (
  app,
  { service },
) => {
  app.get(
    '/v1/administrator/dashboard',
    {
      onRequest: app.authorize('platform'),
      schema: { tags, response: { 200: platformDashboardResponse, ...errors } },
    },
    async () => service.platform(),
  );

  app.get(
    '/v1/admin/dashboard',
    {
      onRequest: app.authorize('community'),
      schema: { tags, response: { 200: communityDashboardResponse, ...errors } },
    },
    // authorize('community') guarantees the caller's token names a community it administers.
    async (req) => service.community(caller(req).communityId!),
  );
};
