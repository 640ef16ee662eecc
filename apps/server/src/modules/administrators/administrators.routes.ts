import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  administratorIdParams,
  communityAdministratorListQuery,
  communityAdministratorListResponse,
  communityAdministratorResponse,
  newAdministratorBody,
  newCommunityAdministratorBody,
  platformAdministratorListQuery,
  platformAdministratorListResponse,
  platformAdministratorResponse,
} from '@gathering/contract';
import { bearerAuth as security, errorResponses } from '../../lib/route';
import { caller } from '../../plugins/auth';
import type { AdministratorsService } from './administrators.service';

const tags = ['administrators'];
const errors = errorResponses(400, 401, 403, 404, 409);

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
        operationId: 'administrators.listPlatform',
        summary: 'List the platform administrators',
        tags,
        security,
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
        operationId: 'administrators.createPlatform',
        summary: 'Create a platform administrator',
        tags,
        security,
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
        operationId: 'administrators.listCommunity',
        summary: 'List the administrators of every community',
        tags,
        security,
        querystring: communityAdministratorListQuery,
        response: { 200: communityAdministratorListResponse, ...errors },
      },
    },
    async (req) => service.listCommunity(req.query),
  );

  // Deactivate / reactivate (issue 10 item 15): not in the spec's route list; named like the members' batch
  // deactivate/activate. The id is the user id of a platform administrator, the member id of a community's one.
  const platformSchema = (operationId: string, summary: string) => ({
    onRequest: platform,
    schema: {
      operationId,
      summary,
      tags,
      security,
      params: administratorIdParams,
      response: { 200: platformAdministratorResponse, ...errors },
    },
  });
  const communitySchema = (operationId: string, summary: string) => ({
    onRequest: platform,
    schema: {
      operationId,
      summary,
      tags,
      security,
      params: administratorIdParams,
      response: { 200: communityAdministratorResponse, ...errors },
    },
  });

  app.patch(
    '/v1/administrator/application/admin/:id/deactivate',
    platformSchema('administrators.deactivatePlatform', 'Deactivate a platform administrator'),
    async (req) => service.setPlatformActive(caller(req), req.params.id, false),
  );

  app.patch(
    '/v1/administrator/application/admin/:id/activate',
    platformSchema('administrators.activatePlatform', 'Reactivate a platform administrator'),
    async (req) => service.setPlatformActive(caller(req), req.params.id, true),
  );

  app.patch(
    '/v1/administrator/communities/admin/:id/deactivate',
    communitySchema('administrators.deactivateCommunity', "Deactivate a community's administrator"),
    async (req) => service.setCommunityActive(caller(req), req.params.id, false),
  );

  app.patch(
    '/v1/administrator/communities/admin/:id/activate',
    communitySchema('administrators.activateCommunity', "Reactivate a community's administrator"),
    async (req) => service.setCommunityActive(caller(req), req.params.id, true),
  );

  app.post(
    '/v1/users/administrator/community',
    {
      onRequest: platform,
      schema: {
        operationId: 'administrators.createCommunity',
        summary: 'Create an administrator of a community',
        tags,
        security,
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
        operationId: 'administrators.addColleague',
        summary: "Add an administrator to the caller's community",
        tags,
        security,
        body: newAdministratorBody,
        response: { 201: communityAdministratorResponse, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await service.addColleague(caller(req), req.body)),
  );
};
