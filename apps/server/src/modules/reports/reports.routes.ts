import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  communityReportBody,
  messageResponse,
  platformReportBody,
  reportSubscription,
} from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import { caller } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/language';
import type { ReportRequester, ReportsService } from './reports.service';

const tags = ['reports'];

function requester(req: FastifyRequest): ReportRequester {
  const auth = caller(req);
  return { userId: auth.userId, locale: auth.locale, requestLanguage: requestLanguage(req) };
}

/** Analytics reports e-mailed as PDF + CSV: asked for in either console, or subscribed to by a community. */
export const reportsRoutes: FastifyPluginAsyncZod<{ service: ReportsService }> = async (app, { service }) => {
  const platform = app.authorize('platform');
  const community = app.authorize('community');

  app.post(
    '/v2/reports/administrator/create',
    {
      onRequest: platform,
      schema: {
        operationId: 'reports.createPlatform',
        summary: 'E-mail the platform analytics report for a range',
        description:
          'Queues the report (every community: summary, daily chart, per-community table) as a PDF with CSV tables.',
        tags,
        security,
        body: platformReportBody,
        response: { 202: messageResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (req, reply) => reply.status(202).send(await service.requestPlatform(requester(req), req.body)),
  );

  app.post(
    '/v2/reports/community/create',
    {
      onRequest: community,
      schema: {
        operationId: 'reports.createCommunity',
        summary: "E-mail the community's analytics report for a range",
        tags,
        security,
        body: communityReportBody,
        response: { 202: messageResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (req, reply) =>
      reply
        .status(202)
        .send(await service.requestCommunity(requester(req), adminCommunity(req).communityId, req.body)),
  );

  app.get(
    '/v2/reports/community/subscription',
    {
      onRequest: community,
      schema: {
        operationId: 'reports.getSubscription',
        summary: "The community's report subscription",
        tags,
        security,
        response: { 200: reportSubscription, ...errorResponses(401, 403) },
      },
    },
    async (req) => service.subscription(adminCommunity(req).communityId),
  );

  app.put(
    '/v2/reports/community/subscription',
    {
      onRequest: community,
      schema: {
        operationId: 'reports.saveSubscription',
        summary: "Set the community's weekly or monthly report (or none)",
        description:
          'The previous week or month is e-mailed on the first day of the next, in the community’s zone.',
        tags,
        security,
        body: reportSubscription,
        response: { 200: reportSubscription, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => service.saveSubscription(requester(req), adminCommunity(req).communityId, req.body),
  );
};
