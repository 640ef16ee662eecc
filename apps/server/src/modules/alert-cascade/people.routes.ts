import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertPeoplePage,
  alertPeopleQuery,
  alertPersonParams,
  checkInBody,
  messageResponse,
  notificationIdParams,
} from '@gathering/contract';
import { languageOf } from '../../i18n';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import type { PeopleView } from './people-view';

const tags = ['cascade'];

/** The alert page's people (issue 36 #3): by state with their attempts, the call sheet, the check-ins. */
export const cascadePeopleRoutes: FastifyPluginAsyncZod<{ view: PeopleView }> = async (app, { view }) => {
  const onRequest = app.authorize('community');
  app.get(
    '/v1/notifications/:id/cascade/people',
    {
      onRequest,
      schema: {
        operationId: 'cascade.people',
        summary: "An alert's people by state, each with every text, call and e-mail and the check-ins",
        tags,
        security,
        params: notificationIdParams,
        querystring: alertPeopleQuery,
        response: { 200: alertPeoplePage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => view.people(adminCommunity(req), req.params.id, req.query),
  );
  app.get(
    '/v1/notifications/:id/cascade/call-sheet',
    {
      onRequest,
      schema: {
        operationId: 'cascade.callSheet',
        summary: "The responders' call sheet: the people not confirmed, by responder, as a PDF",
        description:
          'Printed in the Accept-Language of the request. Phone numbers, address and household notes where the community keeps them. Reads only.',
        tags,
        security,
        params: notificationIdParams,
        response: {
          200: { description: 'The call sheet', content: { 'application/pdf': { schema: z.any() } } },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const { filename, pdf } = await view.callSheet(
        adminCommunity(req),
        req.params.id,
        languageOf(req.headers['accept-language']),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
  app.post(
    '/v1/notifications/:id/cascade/people/:membershipId/check-ins',
    {
      onRequest,
      schema: {
        operationId: 'cascade.checkIn',
        summary: 'Records a responder’s check-in; "reached in person" or "by phone" confirms the person',
        tags,
        security,
        params: alertPersonParams,
        body: checkInBody,
        response: { 200: messageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => view.checkIn(adminCommunity(req), req.params.id, req.params.membershipId, req.body),
  );
};
