import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationBatchBody,
  notificationBatchResponse,
  notificationBody,
  notificationDetail,
  notificationDraftsQuery,
  notificationIdParams,
  notificationScheduledQuery,
  notificationSentQuery,
  notificationsPage,
  sentNotificationsPage,
} from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import { translateMessage } from '../../i18n';
import { requestLanguage } from '../../plugins/language';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];
const errors = errorResponses(400, 401, 403, 404, 409);
// What may send or schedule: also 429, as sends are limited per community per hour (notifications.service.ts).
const sendErrors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * The console's push notifications (spec 000 §7 Notifications), for the community administrator's own community:
 * another community's notification is a 404.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  const onRequest = app.authorize('community');

  app.post(
    '/v1/notifications',
    {
      onRequest,
      schema: {
        operationId: 'notifications.create',
        summary: 'Create a push notification: a draft, sent now, or scheduled',
        tags,
        security,
        body: notificationBody,
        response: { 200: notificationDetail, ...sendErrors },
      },
    },
    async (req) => service.create(adminCommunity(req), req.body),
  );

  app.patch(
    '/v1/notifications',
    {
      onRequest,
      schema: {
        operationId: 'notifications.update',
        summary: 'Update a draft or scheduled notification (the id is in the body)',
        tags,
        security,
        body: notificationBody,
        response: { 200: notificationDetail, ...sendErrors },
      },
    },
    async (req) => service.update(adminCommunity(req), req.body),
  );

  app.get(
    '/v1/notifications/drafts',
    {
      onRequest,
      schema: {
        operationId: 'notifications.listDrafts',
        summary: 'Notification drafts',
        tags,
        security,
        querystring: notificationDraftsQuery,
        response: { 200: notificationsPage, ...errors },
      },
    },
    async (req) => service.drafts(adminCommunity(req), req.query),
  );

  app.get(
    '/v1/notifications/scheduled',
    {
      onRequest,
      schema: {
        operationId: 'notifications.listScheduled',
        summary: 'Scheduled notifications due between startDate and endDate',
        tags,
        security,
        querystring: notificationScheduledQuery,
        response: { 200: notificationsPage, ...errors },
      },
    },
    async (req) => service.scheduled(adminCommunity(req), req.query),
  );

  app.get(
    '/v1/notifications/sent',
    {
      onRequest,
      schema: {
        operationId: 'notifications.listSent',
        summary: 'Sent notifications with their delivery figures',
        tags,
        security,
        querystring: notificationSentQuery,
        response: { 200: sentNotificationsPage, ...errors },
      },
    },
    async (req) => service.sent(adminCommunity(req), req.query),
  );

  app.post(
    '/v1/notifications/deliver/:id',
    {
      onRequest,
      schema: {
        operationId: 'notifications.deliver',
        summary: 'Send a draft or scheduled notification now',
        tags,
        security,
        params: notificationIdParams,
        response: { 200: notificationDetail, ...sendErrors },
      },
    },
    async (req) => service.deliver(adminCommunity(req), req.params.id),
  );

  app.patch(
    '/v1/notifications/batch/archive',
    {
      onRequest,
      schema: {
        operationId: 'notifications.archiveBatch',
        summary: 'Archive notifications (a draft or scheduled one is then never sent)',
        tags,
        security,
        body: notificationBatchBody,
        response: { 200: notificationBatchResponse, ...errors },
      },
    },
    async (req) => service.batch(adminCommunity(req), req.body.ids, 'archive'),
  );

  app.patch(
    '/v1/notifications/batch/delete',
    {
      onRequest,
      schema: {
        operationId: 'notifications.deleteBatch',
        summary: 'Delete notifications (a draft or scheduled one is then never sent)',
        tags,
        security,
        body: notificationBatchBody,
        response: { 200: notificationBatchResponse, ...errors },
      },
    },
    async (req) => service.batch(adminCommunity(req), req.body.ids, 'delete'),
  );

  app.get(
    '/v1/notifications/:id',
    {
      onRequest,
      schema: {
        operationId: 'notifications.get',
        summary: 'One notification with its figures and, while sending, its progress',
        tags,
        security,
        params: notificationIdParams,
        response: { 200: notificationDetail, ...errors },
      },
    },
    async (req) => {
      const detail = await service.detail(adminCommunity(req), req.params.id);
      // A failure reason of our own (a contract sentence, e.g. a send a restore held back) in the reader's language;
      // a provider's reason is the provider's words.
      const reason = detail.failureReason && translateMessage(detail.failureReason, requestLanguage(req));
      return { ...detail, failureReason: reason };
    },
  );
};
