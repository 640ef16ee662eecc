import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apnCredentialsBody,
  appUpdateBody,
  brandColorBody,
  basicCommunitiesResponse,
  communityDetailResponse,
  communityIdParams,
  communityListQuery,
  communityListResponse,
  communityMessages,
  contactPermissionBody,
  createCommunityBody,
  gcmCredentialsBody,
  messages,
  pushStatus,
  summaryResponse,
  updateCommunityBody,
} from '@gathering/contract';
import { notFound } from '../../lib/errors';
import { bearerAuth as security, errorResponses } from '../../lib/route';
import { caller } from '../../plugins/auth';
import type { CommunitiesService } from './communities.service';

const tags = ['communities'];
const errors = errorResponses(400, 401, 403, 404, 409);

export const communitiesRoutes: FastifyPluginAsyncZod<{ service: CommunitiesService }> = async (
  app,
  { service },
) => {
  const platform = app.authorize('platform');

  app.get(
    '/v1/community/admin',
    {
      onRequest: platform,
      schema: {
        operationId: 'communities.list',
        summary: 'List the communities',
        tags,
        security,
        querystring: communityListQuery,
        response: { 200: communityListResponse, ...errors },
      },
    },
    async (req) => service.list(req.query),
  );

  app.get(
    '/v1/administrator/communities/basic',
    {
      onRequest: platform,
      schema: {
        operationId: 'communities.listBasic',
        summary: 'List the id and name of every community',
        tags,
        security,
        response: { 200: basicCommunitiesResponse, ...errors },
      },
    },
    async () => service.basic(),
  );

  // Any signed-in console user: a community administrator gets their community, a platform administrator 404.
  app.get(
    '/v1/community',
    {
      onRequest: app.authorize('user'),
      schema: {
        operationId: 'communities.getOwn',
        summary: "The caller's own community",
        tags,
        security,
        response: { 200: communityDetailResponse, ...errors },
      },
    },
    async (req) => ({ data: await service.own(caller(req)) }),
  );

  // Not in the spec's route list: the platform's community detail screen needs one community by id.
  app.get(
    '/v1/community/:id',
    {
      onRequest: platform,
      schema: {
        operationId: 'communities.get',
        summary: 'One community in full',
        tags,
        security,
        params: communityIdParams,
        response: { 200: communityDetailResponse, ...errors },
      },
    },
    async (req) => ({ data: await service.get(req.params.id) }),
  );

  app.post(
    '/v1/community',
    {
      onRequest: platform,
      schema: {
        operationId: 'communities.create',
        summary: 'Create a community',
        tags,
        security,
        body: createCommunityBody,
        response: { 201: communityDetailResponse, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.create(req.body) }),
  );

  // An update without an id is the spec's guard case.
  app.patch(
    '/v1/community',
    // Hidden from OpenAPI, like PATCH /v1/groups: it only ever answers 404, no client should call it.
    { onRequest: platform, schema: { tags, hide: true, response: errorResponses(401, 403, 404) } },
    async () => {
      throw notFound(messages.communityNotFound);
    },
  );

  app.patch(
    '/v1/community/:id',
    {
      onRequest: platform,
      schema: {
        operationId: 'communities.update',
        summary: 'Update a community',
        tags,
        security,
        params: communityIdParams,
        body: updateCommunityBody,
        response: { 200: communityDetailResponse, ...errors },
      },
    },
    async (req) => ({ data: await service.update(req.params.id, req.body) }),
  );

  app.post(
    '/v2/community/app-update',
    {
      onRequest: platform,
      schema: {
        operationId: 'communities.addAppUpdate',
        summary: "Record a new version of a community's app",
        tags,
        security,
        body: appUpdateBody,
        response: { 201: communityDetailResponse, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.addAppUpdate(req.body, caller(req)) }),
  );

  app.patch(
    '/v1/community/contact/permission',
    {
      onRequest: app.authorize('community'),
      schema: {
        operationId: 'communities.setContactPermission',
        summary: 'Allow or refuse being contacted by the platform',
        tags,
        security,
        body: contactPermissionBody,
        response: { 200: communityDetailResponse, ...errors },
      },
    },
    async (req) => ({ data: await service.setContactPermission(caller(req), req.body.contactPermission) }),
  );

  app.patch(
    '/v1/community/brand-color',
    {
      onRequest: app.authorize('community'),
      schema: {
        operationId: 'communities.setBrandColor',
        summary: "Set the colour of the community's member web app (null: the default)",
        tags,
        security,
        body: brandColorBody,
        response: { 200: communityDetailResponse, ...errors },
      },
    },
    async (req) => ({ data: await service.setBrandColor(caller(req), req.body.brandColor) }),
  );

  app.patch(
    '/v1/community/:id/push/apn',
    {
      onRequest: platform,
      schema: {
        operationId: 'communities.setApnCredentials',
        summary: 'Set the APNs (iOS push) credentials',
        tags,
        security,
        params: communityIdParams,
        body: apnCredentialsBody,
        response: { 200: pushStatus, ...errors },
      },
    },
    async (req) => service.setApn(req.params.id, req.body, caller(req)),
  );

  app.patch(
    '/v1/community/:id/push/gcm',
    {
      onRequest: platform,
      schema: {
        operationId: 'communities.setGcmCredentials',
        summary: 'Set the FCM (Android push) credentials',
        tags,
        security,
        params: communityIdParams,
        body: gcmCredentialsBody,
        response: { 200: pushStatus, ...errors },
      },
    },
    async (req) => service.setGcm(req.params.id, req.body, caller(req)),
  );

  app.post(
    '/v1/community/contact/:id',
    {
      onRequest: platform,
      schema: {
        operationId: 'communities.requestSummary',
        summary: "E-mail the community's administrators a summary of the last 7 days",
        tags,
        security,
        params: communityIdParams,
        response: { 202: summaryResponse, ...errors },
      },
    },
    async (req, reply) => {
      await service.requestSummary(req.params.id, caller(req));
      return reply.status(202).send({ message: communityMessages.summaryQueued });
    },
  );
};
