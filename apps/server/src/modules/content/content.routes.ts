import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contentList,
  contentListQuery,
  feedItemDetail,
  feedItemIdParams,
  saveDocumentBody,
  saveEventBody,
  saveFormBody,
  saveJobBody,
  saveNewsBody,
  tagsResponse,
} from '@gathering/contract';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import type { ContentService } from './content.service';
import { revisionsRoutes } from './revisions.routes';

const tags = ['content'];
const errors = errorResponses(400, 401, 403, 404);

/**
 * The five kinds of content, three routes each: list, save (creates without id, updates with id) and update by id.
 * Written out per kind so that a search for a spec path (/v1/base/events) lands on its route.
 */
export const contentRoutes: FastifyPluginAsyncZod<{ service: ContentService }> = async (app, { service }) => {
  const onRequest = app.authorize('community');

  app.get(
    '/v1/base/news',
    {
      onRequest,
      schema: {
        operationId: 'content.listNews',
        summary: "List the community's news items",
        tags,
        security,
        querystring: contentListQuery,
        response: { 200: contentList, ...errors },
      },
    },
    async (req) => service.list('NEWS', adminCommunity(req).communityId, req.query),
  );
  app.post(
    '/v1/base/news',
    {
      onRequest,
      schema: {
        operationId: 'content.saveNews',
        summary: 'Save a news item (creates without id, updates with id)',
        tags,
        security,
        body: saveNewsBody,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.save('NEWS', adminCommunity(req), req.body),
  );
  app.patch(
    '/v1/base/news/:id',
    {
      onRequest,
      schema: {
        operationId: 'content.updateNews',
        summary: 'Update a news item',
        tags,
        security,
        params: feedItemIdParams,
        body: saveNewsBody,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.save('NEWS', adminCommunity(req), req.body, req.params.id),
  );

  app.get(
    '/v1/base/events',
    {
      onRequest,
      schema: {
        operationId: 'content.listEvents',
        summary: "List the community's events",
        tags,
        security,
        querystring: contentListQuery,
        response: { 200: contentList, ...errors },
      },
    },
    async (req) => service.list('EVENT', adminCommunity(req).communityId, req.query),
  );
  app.post(
    '/v1/base/events',
    {
      onRequest,
      schema: {
        operationId: 'content.saveEvent',
        summary: 'Save a event (creates without id, updates with id)',
        tags,
        security,
        body: saveEventBody,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.save('EVENT', adminCommunity(req), req.body),
  );
  app.patch(
    '/v1/base/events/:id',
    {
      onRequest,
      schema: {
        operationId: 'content.updateEvent',
        summary: 'Update a event',
        tags,
        security,
        params: feedItemIdParams,
        body: saveEventBody,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.save('EVENT', adminCommunity(req), req.body, req.params.id),
  );

  app.get(
    '/v1/base/jobs',
    {
      onRequest,
      schema: {
        operationId: 'content.listJobs',
        summary: "List the community's jobs",
        tags,
        security,
        querystring: contentListQuery,
        response: { 200: contentList, ...errors },
      },
    },
    async (req) => service.list('JOB', adminCommunity(req).communityId, req.query),
  );
  app.post(
    '/v1/base/jobs',
    {
      onRequest,
      schema: {
        operationId: 'content.saveJob',
        summary: 'Save a job (creates without id, updates with id)',
        tags,
        security,
        body: saveJobBody,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.save('JOB', adminCommunity(req), req.body),
  );
  app.patch(
    '/v1/base/jobs/:id',
    {
      onRequest,
      schema: {
        operationId: 'content.updateJob',
        summary: 'Update a job',
        tags,
        security,
        params: feedItemIdParams,
        body: saveJobBody,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.save('JOB', adminCommunity(req), req.body, req.params.id),
  );

  app.get(
    '/v1/base/forms',
    {
      onRequest,
      schema: {
        operationId: 'content.listForms',
        summary: "List the community's forms",
        tags,
        security,
        querystring: contentListQuery,
        response: { 200: contentList, ...errors },
      },
    },
    async (req) => service.list('FORM', adminCommunity(req).communityId, req.query),
  );
  app.post(
    '/v1/base/forms',
    {
      onRequest,
      schema: {
        operationId: 'content.saveForm',
        summary: 'Save a form (creates without id, updates with id)',
        tags,
        security,
        body: saveFormBody,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.save('FORM', adminCommunity(req), req.body),
  );
  app.patch(
    '/v1/base/forms/:id',
    {
      onRequest,
      schema: {
        operationId: 'content.updateForm',
        summary: 'Update a form',
        tags,
        security,
        params: feedItemIdParams,
        body: saveFormBody,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.save('FORM', adminCommunity(req), req.body, req.params.id),
  );

  app.get(
    '/v1/base/documents',
    {
      onRequest,
      schema: {
        operationId: 'content.listDocuments',
        summary: "List the community's documents",
        tags,
        security,
        querystring: contentListQuery,
        response: { 200: contentList, ...errors },
      },
    },
    async (req) => service.list('DOCUMENT', adminCommunity(req).communityId, req.query),
  );
  app.post(
    '/v1/base/documents',
    {
      onRequest,
      schema: {
        operationId: 'content.saveDocument',
        summary: 'Save a document (creates without id, updates with id)',
        tags,
        security,
        body: saveDocumentBody,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.save('DOCUMENT', adminCommunity(req), req.body),
  );
  app.patch(
    '/v1/base/documents/:id',
    {
      onRequest,
      schema: {
        operationId: 'content.updateDocument',
        summary: 'Update a document',
        tags,
        security,
        params: feedItemIdParams,
        body: saveDocumentBody,
        response: { 200: feedItemDetail, ...errors },
      },
    },
    async (req) => service.save('DOCUMENT', adminCommunity(req), req.body, req.params.id),
  );

  app.get(
    '/v1/tags',
    {
      onRequest,
      schema: {
        operationId: 'content.listTags',
        summary: "List the tags used in the community's content",
        tags,
        security,
        response: { 200: tagsResponse, ...errors },
      },
    },
    async (req) => service.tags(adminCommunity(req).communityId),
  );

  revisionsRoutes(app, service.revisions);
};
