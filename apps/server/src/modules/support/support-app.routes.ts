import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SUPPORT_SCREENSHOT_MAX_BYTES,
  appSupportCommentBody,
  appSupportTicket,
  appSupportTicketCreateBody,
  appSupportTicketsPage,
  appSupportTicketsQuery,
  screenshotUploadForm,
  supportMessages,
  supportTicketParams,
} from '@gathering/contract';
import { bearerAuth as security, errorResponses } from '../../lib/route';
import { requestLanguage } from '../../plugins/language';
import { createRateLimit } from '../../plugins/rate-limit';
import { appCaller } from '../../plugins/app-auth';
import { readSingleFile } from '../../lib/files/multipart';
import type { SupportService } from './support.service';
import type { AppCaller } from './support.tickets';

const tags = ['support'];
const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** The caller as the support service knows them: a member (with the name they post under) or a guest device. */
function supportCaller(req: FastifyRequest): AppCaller {
  const c = appCaller(req);
  if (c.kind === 'guest') return { kind: 'guest', guestId: c.guest.guestId, communityId: c.communityId };
  const name = `${c.auth.firstName} ${c.auth.lastName}`.trim() || c.auth.username;
  return {
    kind: 'member',
    userId: c.auth.userId,
    communityId: c.communityId,
    membershipId: c.auth.membershipId!,
    name,
    email: c.auth.email,
  };
}

/** Counted per member, or per device for a guest (a guest is one device in one community). */
const perCaller = (req: FastifyRequest) =>
  req.auth?.userId ? `member:${req.auth.userId}` : `guest:${req.guest?.guestId ?? req.ip}`;

/** Tickets one member or guest may raise in an hour. */
const TICKETS = { max: 10, windowMs: 60 * 60_000 };

/**
 * A guest costs nothing to make (a new device id is a new guest), so guests' tickets are also counted per client
 * address, all guests of it together: without this, one script made 30 guests and raised a ticket from each.
 */
const guestTicketsPerAddress = createRateLimit({
  scope: 'support.guest-ticket-address',
  ...TICKETS,
  key: (req) => (req.guest ? req.ip : null),
});

/** The member app's support: raise a ticket, follow it, answer, attach screenshots (/app/v1/support). */
export const supportAppRoutes: FastifyPluginAsyncZod<{ service: SupportService }> = async (
  app,
  { service },
) => {
  await app.register(multipart, { limits: { fileSize: SUPPORT_SCREENSHOT_MAX_BYTES, files: 2, fields: 10 } });
  // People write a few tickets a day at most; the limits stop a looping app or a script, not a person.
  const ticketLimit = createRateLimit({ scope: 'support.ticket', ...TICKETS, key: perCaller });
  const commentLimit = createRateLimit({
    scope: 'support.comment',
    max: 30,
    windowMs: 10 * 60_000,
    key: perCaller,
  });
  const screenshotLimit = createRateLimit({
    scope: 'support.screenshot',
    max: 20,
    windowMs: 60 * 60_000,
    key: perCaller,
  });
  const caller = app.authorizeApp({ guests: true });

  app.post(
    '/app/v1/support/tickets',
    {
      onRequest: [caller, ticketLimit, guestTicketsPerAddress],
      schema: {
        operationId: 'support.appCreateTicket',
        summary: 'Raise a support ticket from the app',
        description:
          'A member, or a guest with a contact e-mail. The message is plain text, stored as typed.',
        tags,
        security,
        body: appSupportTicketCreateBody,
        response: { 201: appSupportTicket, ...errors },
      },
    },
    async (req, reply) => {
      reply.status(201);
      return service.createTicket(supportCaller(req), req.body, requestLanguage(req));
    },
  );

  app.get(
    '/app/v1/support/tickets',
    {
      onRequest: caller,
      schema: {
        operationId: 'support.appListTickets',
        summary: "The caller's own support tickets",
        tags,
        security,
        querystring: appSupportTicketsQuery,
        response: { 200: appSupportTicketsPage, ...errors },
      },
    },
    async (req) => service.listOwn(supportCaller(req), req.query),
  );

  app.get(
    '/app/v1/support/tickets/:ticketId',
    {
      onRequest: caller,
      schema: {
        operationId: 'support.appGetTicket',
        summary: 'One of the caller’s tickets with its thread',
        description:
          'The thread as the member sees it: internal notes between administrators are never shown.',
        tags,
        security,
        params: supportTicketParams,
        response: { 200: appSupportTicket, ...errors },
      },
    },
    async (req) => service.getOwn(supportCaller(req), req.params.ticketId, requestLanguage(req)),
  );

  app.post(
    '/app/v1/support/tickets/:ticketId/comments',
    {
      onRequest: [caller, commentLimit],
      schema: {
        operationId: 'support.appComment',
        summary: 'Answer on one of the caller’s tickets',
        description:
          'Without parents a top-level message; with parents (the ids of the message replied to and all its ancestors, root first) a reply. Reopens a resolved ticket.',
        tags,
        security,
        params: supportTicketParams,
        body: appSupportCommentBody,
        response: { 200: appSupportTicket, ...errors },
      },
    },
    async (req) =>
      service.commentOwn(supportCaller(req), req.params.ticketId, req.body, requestLanguage(req)),
  );

  app.post(
    '/app/v1/support/tickets/:ticketId/screenshots',
    {
      onRequest: [caller, screenshotLimit],
      schema: {
        operationId: 'support.appAddScreenshot',
        summary: 'Attach a screenshot to one of the caller’s tickets',
        description:
          'Multipart field `screenshot`: JPEG, PNG, GIF or WebP by content, at most 5 MB, 5 per ticket.',
        tags,
        security,
        consumes: ['multipart/form-data'],
        multipart: { form: screenshotUploadForm },
        params: supportTicketParams,
        response: { 200: appSupportTicket, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (req) => {
      const file = await readSingleFile(req, {
        field: 'screenshot',
        maxBytes: SUPPORT_SCREENSHOT_MAX_BYTES,
        tooLargeMessage: supportMessages.screenshotTooLarge,
      });
      return service.addScreenshot(supportCaller(req), req.params.ticketId, file, requestLanguage(req));
    },
  );
};
