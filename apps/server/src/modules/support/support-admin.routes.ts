import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  supportAdminCommentBody,
  supportAdminReplyBody,
  supportAdminTicketUpdateBody,
  supportAdminTicketsQuery,
  supportFiguresPage,
  supportFiguresQuery,
  supportMessages,
  supportTicketDetail,
  supportTicketParams,
  supportTicketsPage,
  supportUnreadResponse,
} from '@gathering/contract';
import { notFound } from '../../lib/errors';
import { bearerAuth as security, errorResponses } from '../../lib/route';
import { caller } from '../../plugins/auth';
import { requestLanguage } from '../../plugins/language';
import type { SupportService } from './support.service';
import type { StaffCaller } from './support.tickets';

const tags = ['support'];
const errors = errorResponses(400, 401, 403, 404, 409);

const platformStaff = (req: FastifyRequest): StaffCaller => ({
  kind: 'platform',
  userId: caller(req).userId,
});

/**
 * The platform back-office's support: every community's tickets. Comments and replies are posted under the fixed
 * support-team identity whatever identity the payload carries (spec §6). Community administrators get 403.
 */
export const supportAdminRoutes: FastifyPluginAsyncZod<{ service: SupportService }> = async (
  app,
  { service },
) => {
  const onRequest = app.authorize('platform');

  app.get(
    '/v2/support/admin/tickets',
    {
      onRequest,
      schema: {
        operationId: 'support.listAdminTickets',
        summary: 'Support tickets of every community',
        description:
          'With community and member details, response times and whether the caller has read them.',
        tags,
        security,
        querystring: supportAdminTicketsQuery,
        response: { 200: supportTicketsPage, ...errors },
      },
    },
    async (req) => service.list(platformStaff(req), req.query),
  );

  app.get(
    '/v2/support/admin/tickets/unread',
    {
      onRequest,
      schema: {
        operationId: 'support.countAdminUnread',
        summary: 'How many escalated, not closed tickets the caller has not read',
        tags,
        security,
        response: { 200: supportUnreadResponse, ...errors },
      },
    },
    async (req) => service.unread(platformStaff(req)),
  );

  app.get(
    '/v2/support/admin/figures',
    {
      onRequest,
      schema: {
        operationId: 'support.listAdminFigures',
        summary: 'Support figures per community: open tickets, average first-response and resolution times',
        tags,
        security,
        querystring: supportFiguresQuery,
        response: { 200: supportFiguresPage, ...errors },
      },
    },
    async (req) => service.figuresPage(req.query),
  );

  app.get(
    '/v2/support/admin/ticket/:ticketId',
    {
      onRequest,
      schema: {
        operationId: 'support.getAdminTicket',
        summary: 'A support ticket with its whole thread, internal notes included',
        description: 'Opening it marks it read for the caller.',
        tags,
        security,
        params: supportTicketParams,
        response: { 200: supportTicketDetail, ...errors },
      },
    },
    async (req) => service.detail(platformStaff(req), req.params.ticketId, requestLanguage(req)),
  );

  app.post(
    '/v2/support/admin/ticket/:ticketId/comment',
    {
      onRequest,
      schema: {
        operationId: 'support.adminComment',
        summary: 'Comment on a ticket as the support team (internal: true for a note the member never sees)',
        tags,
        security,
        params: supportTicketParams,
        body: supportAdminCommentBody,
        response: { 200: supportTicketDetail, ...errors },
      },
    },
    async (req) => service.comment(platformStaff(req), req.params.ticketId, req.body, requestLanguage(req)),
  );

  app.post(
    '/v2/support/admin/ticket/:ticketId/reply',
    {
      onRequest,
      schema: {
        operationId: 'support.adminReply',
        summary: 'Reply to a message of a ticket as the support team',
        description: 'parents: the ids of the message replied to and all its ancestors, root first.',
        tags,
        security,
        params: supportTicketParams,
        body: supportAdminReplyBody,
        response: { 200: supportTicketDetail, ...errors },
      },
    },
    async (req) => service.comment(platformStaff(req), req.params.ticketId, req.body, requestLanguage(req)),
  );

  // A status change without a ticket id names no ticket (spec §5).
  app.patch(
    '/v2/support/admin/ticket',
    { onRequest, schema: { tags, hide: true, response: { ...errors } } },
    async () => {
      throw notFound(supportMessages.ticketNotFound);
    },
  );

  app.patch(
    '/v2/support/admin/ticket/:ticketId',
    {
      onRequest,
      schema: {
        operationId: 'support.updateAdminTicket',
        summary: 'Change a ticket’s status (escalated: false hands it back to the community)',
        tags,
        security,
        params: supportTicketParams,
        body: supportAdminTicketUpdateBody,
        response: { 200: supportTicketDetail, ...errors },
      },
    },
    async (req) => service.update(platformStaff(req), req.params.ticketId, req.body, requestLanguage(req)),
  );
};
