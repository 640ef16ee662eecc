import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  communityAdministratorListQuery,
  communityAdministratorListResponse,
  communityAdministratorResponse,
  errorResponse,
  newAdministratorBody,
  newCommunityAdministratorBody,
  platformAdministratorListQuery,
  platformAdministratorListResponse,
  platformAdministratorResponse,
} from '@gathering/contract';
import { caller } from '../../plugins/auth';
import type { AdministratorsService } from './administrators.service';

const tags = ['administrators'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

export const administratorsRoutes: FastifyPluginAsyncZod<{ service: AdministratorsService }> = async (
  app,
  { service },
) => {
  const platform = app.authorize('platform');

  app.get(
    '/v1/administrator/application/admin',
    {
      onRequest: platform,
      schema: {
        tags,
        querystring: platformAdministratorListQuery,
        response: { 200: platformAdministratorListResponse, ...errors },
      },
    },
    async (req) => service.listPlatform(req.query),
  );

  app.post(
    '/v1/users/administrator/admin',
    {
      onRequest: platform,
      schema: {
        tags,
        body: newAdministratorBody,
        response: { 201: platformAdministratorResponse, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await service.createPlatformAdministrator(req.body)),
  );

  app.get(
    '/v1/administrator/communities/admin',
    {
      onRequest: platform,
      schema: {
        tags,
        querystring: communityAdministratorListQuery,
        response: { 200: communityAdministratorListResponse, ...errors },
      },
    },
    async (req) => service.listCommunity(req.query),
  );

  app.post(
    '/v1/users/administrator/community',
    {
      onRequest: platform,
      schema: {
        tags,
        body: newCommunityAdministratorBody,
        response: { 201: communityAdministratorResponse, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createCommunityAdministrator(req.body.communityId, req.body)),
  );

  app.post(
    '/v1/users/community/admin',
    {
      onRequest: app.authorize('community'),
      schema: {
        tags,
        body: newAdministratorBody,
        response: { 201: communityAdministratorResponse, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await service.addColleague(caller(req), req.body)),
  );
};
