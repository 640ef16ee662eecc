import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appFeedItem,
  appFeedList,
  type AppFeedList,
  conversionResponse,
  feedItemIdParams,
  feedListQuery,
  formSubmissionBody,
  jobLinkResponse,
  likeResponse,
  rsvpBody,
} from '@gathering/contract';
import { bearerAuth as security, errorResponses } from '../../lib/route';
import { appReader as viewer } from '../../plugins/app-reader';
import { weakTagWithout } from '../../lib/validators';
import type { FeedService } from './feed.service';

const tags = ['feed'];
const errors = errorResponses(400, 401, 403, 404);

/**
 * The member app's feed (/app/v1/feed). Members see what their access allows (OPEN, MEMBERS, their groups, items
 * naming them); guests see OPEN items only. Reading an item records a view; forms, RSVPs and job links record
 * conversions. Another community's item, or one the caller may not see, is a 404.
 */
export const appFeedRoutes: FastifyPluginAsyncZod<{ service: FeedService }> = async (app, { service }) => {
  const onRequest = app.authorizeApp({ guests: true });

  app.get(
    '/app/v1/feed',
    {
      onRequest,
      schema: {
        operationId: 'feed.appList',
        summary: "The caller's feed: pinned first, then newest",
        tags,
        security,
        querystring: feedListQuery,
        response: { 200: appFeedList, ...errors },
      },
    },
    async (req, reply) => {
      const { json, etag, languages } = await service.appFeedJson(viewer(req), req.query);
      // The languages the page's items are in (each item names its own in `language`).
      reply.header('content-language', languages.join(', '));
      reply.header('vary', 'Accept-Language');
      // A refresh with nothing new is a 304 (plugins/compression.ts compares If-None-Match with this tag).
      reply.header('etag', etag);
      // Already the contract's JSON (items encoded with appFeedItem when rendered): a Buffer is sent as it is,
      // skipping the per-request schema encoding of twenty nested items.
      return reply.type('application/json; charset=utf-8').send(json as unknown as AppFeedList);
    },
  );
  app.get(
    '/app/v1/feed/:id',
    {
      onRequest,
      schema: {
        operationId: 'feed.appGetItem',
        summary: 'One item (records a view)',
        tags,
        security,
        params: feedItemIdParams,
        response: { 200: appFeedItem, ...errors },
      },
    },
    async (req, reply) => {
      const item = await service.appItem(viewer(req), req.params.id);
      reply.header('content-language', item.language);
      reply.header('vary', 'Accept-Language');
      // The view is recorded either way; the answer is a 304 when the item is as the caller has it.
      reply.header('etag', weakTagWithout(item, ['views', 'likes']));
      return item;
    },
  );
  app.post(
    '/app/v1/feed/:id/like',
    {
      onRequest,
      schema: {
        operationId: 'feed.appLike',
        summary: 'Like an item',
        tags,
        security,
        params: feedItemIdParams,
        response: { 200: likeResponse, ...errors },
      },
    },
    async (req) => service.like(viewer(req), req.params.id, true),
  );
  app.delete(
    '/app/v1/feed/:id/like',
    {
      onRequest,
      schema: {
        operationId: 'feed.appUnlike',
        summary: 'Take back a like',
        tags,
        security,
        params: feedItemIdParams,
        response: { 200: likeResponse, ...errors },
      },
    },
    async (req) => service.like(viewer(req), req.params.id, false),
  );
  app.post(
    '/app/v1/feed/:id/form',
    {
      onRequest,
      schema: {
        operationId: 'feed.appSubmitForm',
        summary: "Submit a form: e-mailed to the form's addresses, only the conversion is stored",
        tags,
        security,
        params: feedItemIdParams,
        body: formSubmissionBody,
        response: { 200: conversionResponse, ...errors },
      },
    },
    async (req) => service.submitForm(viewer(req), req.params.id, req.body),
  );
  app.post(
    '/app/v1/feed/:id/rsvp',
    {
      onRequest,
      schema: {
        operationId: 'feed.appRsvp',
        summary: 'RSVP to an event',
        tags,
        security,
        params: feedItemIdParams,
        body: rsvpBody,
        response: { 200: conversionResponse, ...errors },
      },
    },
    async (req) => service.rsvp(viewer(req), req.params.id, req.body.dateTimeId),
  );
  app.post(
    '/app/v1/feed/:id/open-link',
    {
      onRequest,
      schema: {
        operationId: 'feed.appOpenJobLink',
        summary: "Open a job's external link (a conversion)",
        tags,
        security,
        params: feedItemIdParams,
        response: { 200: jobLinkResponse, ...errors },
      },
    },
    async (req) => service.jobLink(viewer(req), req.params.id),
  );
};
