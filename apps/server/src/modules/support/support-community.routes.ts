import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  supportCommentBody,
  supportFigures,
  supportMessages,
  supportReplyBody,
  supportTicketDetail,
  supportTicketParams,
  supportTicketUpdateBody,
  supportTicketsPage,
  supportTicketsQuery,
  supportUnreadResponse,
} from '@gathering/contract';
import { notFound } from '../../lib/errors';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import { caller } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/language';
import type { SupportService } from './support.service';
import type { StaffCaller } from './support.tickets';

const tags = ['support'];
const errors = errorResponses(400, 401, 403, 404, 409);

/** A community administrator answers as themselves, in their own community only. */
function communityStaff(req: FastifyRequest): StaffCaller {
  const { userId, communityId } = adminCommunity(req);
  const auth = caller(req);
  return {
    kind: 'community',
    userId,
    communityId,
    name: `${auth.firstName} ${auth.lastName}`.trim() || auth.username,
    email: auth.email,
  };
}

/** The community console's support inbox: its own tickets only (another community's → the spec's 404). */
export const supportCommunityRoutes: FastifyPluginAsyncZod<{ service: SupportService }> = async (
  app,
  { service },
) => {
  const onRequest = app.authorize('community');

  app.get(
    '/v2/support/community/tickets',
    {
      onRequest,
      schema: {
        operationId: 'support.listCommunityTickets',
        summary: "The community's support tickets",
        description:
          'Filter by status or escalation, search, sort; rows say whether the caller has read them.',
        tags,
        security,
        querystring: supportTicketsQuery,
        response: { 200: supportTicketsPage, ...errors },
      },
    },
    async (req) => service.list(communityStaff(req), req.query),
  );

  app.get(
    '/v2/support/community/tickets/unread',
    {
      onRequest,
      schema: {
        operationId: 'support.countCommunityUnread',
        summary: 'How many of the community’s tickets the caller has not read',
        tags,
        security,
        response: { 200: supportUnreadResponse, ...errors },
      },
    },
    async (req) => service.unread(communityStaff(req)),
  );

  app.get(
    '/v2/support/community/figures',
    {
      onRequest,
      schema: {
        operationId: 'support.communityFigures',
        summary: 'The community’s support figures: open tickets, average first-response and resolution times',
        tags,
        security,
        response: { 200: supportFigures, ...errors },
      },
    },
    async (req) => service.communityFigures(adminCommunity(req).communityId),
  );

  app.get(
    '/v2/support/community/ticket/:ticketId',
    {
      onRequest,
      schema: {
        operationId: 'support.getCommunityTicket',
        summary: 'A support ticket with its whole thread, internal notes included',
        description: 'Opening it marks it read for the caller.',
        tags,
        security,
        params: supportTicketParams,
        response: { 200: supportTicketDetail, ...errors },
      },
    },
    async (req) => service.detail(communityStaff(req), req.params.ticketId, requestLanguage(req)),
  );

  app.post(
    '/v2/support/ticket/:ticketId/comment',
    {
      onRequest,
      schema: {
        operationId: 'support.comment',
        summary: 'Comment on a ticket (internal: true for a note the member never sees)',
        tags,
        security,
        params: supportTicketParams,
        body: supportCommentBody,
        response: { 200: supportTicketDetail, ...errors },
      },
    },
    async (req) => service.comment(communityStaff(req), req.params.ticketId, req.body, requestLanguage(req)),
  );

  app.post(
    '/v2/support/ticket/:ticketId/reply',
    {
      onRequest,
      schema: {
        operationId: 'support.reply',
        summary: 'Reply to a message of a ticket',
        description: 'parents: the ids of the message replied to and all its ancestors, root first.',
        tags,
        security,
        params: supportTicketParams,
        body: supportReplyBody,
        response: { 200: supportTicketDetail, ...errors },
      },
    },
    async (req) => service.comment(communityStaff(req), req.params.ticketId, req.body, requestLanguage(req)),
  );

  // An update without a ticket id names no ticket (spec: "missing id").
  app.patch(
    '/v2/support/ticket',
    { onRequest, schema: { tags, hide: true, response: { ...errors } } },
    async () => {
      throw notFound(supportMessages.ticketNotFound);
    },
  );

  app.patch(
    '/v2/support/ticket/:ticketId',
    {
      onRequest,
      schema: {
        operationId: 'support.updateCommunityTicket',
        summary: 'Change a ticket’s status, or hand it to the platform support team and back',
        tags,
        security,
        params: supportTicketParams,
        body: supportTicketUpdateBody,
        response: { 200: supportTicketDetail, ...errors },
      },
    },
    async (req) => service.update(communityStaff(req), req.params.ticketId, req.body, requestLanguage(req)),
  );
};
