import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  basicGroupsResponse,
  groupCreateBody,
  groupDetailResponse,
  groupIdParams,
  groupMembersBody,
  groupMembersQuery,
  groupNameParams,
  groupRow,
  groupUpdateBody,
  groupsPage,
  groupsQuery,
  groupMessages,
  memberChangedResponse,
  memberMessages,
  membersPage,
  messageResponse,
} from '@gathering/contract';
import { notFound } from '../../lib/errors';
import { adminCommunity, bearerAuth as security, errorResponses } from '../../lib/route';
import type { GroupsService } from './groups.service';

const tags = ['groups'];
const errors = errorResponses(400, 401, 403, 404, 409);

export const groupsRoutes: FastifyPluginAsyncZod<{ service: GroupsService }> = async (app, { service }) => {
  const onRequest = app.authorize('community');

  app.get(
    '/v1/groups/basic',
    {
      onRequest,
      schema: {
        operationId: 'groups.listBasic',
        summary: 'List the id and name of every group',
        tags,
        security,
        response: { 200: basicGroupsResponse, ...errors },
      },
    },
    async (req) => service.basic(adminCommunity(req)),
  );

  app.get(
    '/v1/groups',
    {
      onRequest,
      schema: {
        operationId: 'groups.list',
        summary: "List the community's groups",
        tags,
        security,
        querystring: groupsQuery,
        response: { 200: groupsPage, ...errors },
      },
    },
    async (req) => service.list(adminCommunity(req), req.query),
  );

  app.post(
    '/v1/groups',
    {
      onRequest,
      schema: {
        operationId: 'groups.create',
        summary: 'Create a group',
        tags,
        security,
        body: groupCreateBody,
        response: { 201: groupRow, ...errors },
      },
    },
    async (req, reply) => {
      reply.status(201);
      return service.create(adminCommunity(req), req.body);
    },
  );

  // An update without an id names no group (spec: "missing id").
  app.patch('/v1/groups', { onRequest, schema: { tags, hide: true, response: { ...errors } } }, async () => {
    throw notFound(memberMessages.groupNotFound);
  });

  app.patch(
    '/v1/groups/:id',
    {
      onRequest,
      schema: {
        operationId: 'groups.update',
        summary: 'Update a group',
        tags,
        security,
        params: groupIdParams,
        body: groupUpdateBody,
        response: { 200: groupRow, ...errors },
      },
    },
    async (req) => service.update(adminCommunity(req), req.params.id, req.body),
  );

  app.get(
    '/v1/groups/:id',
    {
      onRequest,
      schema: {
        operationId: 'groups.get',
        summary: 'A group with a page of its members',
        tags,
        security,
        params: groupIdParams,
        querystring: groupMembersQuery,
        response: { 200: groupDetailResponse, ...errors },
      },
    },
    async (req) => service.detail(adminCommunity(req), req.params.id, req.query),
  );

  // Not in the spec's routes: the console deletes a group here (a 409 while it is some content's only audience).
  app.delete(
    '/v1/groups/:id',
    {
      onRequest,
      schema: {
        operationId: 'groups.delete',
        summary: 'Delete a group',
        tags,
        security,
        params: groupIdParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (req) => {
      await service.remove(adminCommunity(req), req.params.id);
      return { message: groupMessages.groupDeleted };
    },
  );

  app.get(
    '/v1/groups/group/:groupName',
    {
      onRequest,
      schema: {
        operationId: 'groups.getByName',
        summary: 'A group by its name',
        tags,
        security,
        params: groupNameParams,
        response: { 200: groupRow, ...errors },
      },
    },
    async (req) => service.byName(adminCommunity(req), req.params.groupName),
  );

  app.get(
    '/v1/groups/:id/members',
    {
      onRequest,
      schema: {
        operationId: 'groups.listMembers',
        summary: "List a group's members",
        tags,
        security,
        params: groupIdParams,
        querystring: groupMembersQuery,
        response: { 200: membersPage, ...errors },
      },
    },
    async (req) => service.members(adminCommunity(req), req.params.id, req.query),
  );

  app.patch(
    '/v1/groups/:id/members/remove',
    {
      onRequest,
      schema: {
        operationId: 'groups.removeMembers',
        summary: 'Remove members from a group',
        tags,
        security,
        params: groupIdParams,
        body: groupMembersBody,
        response: { 200: memberChangedResponse, ...errors },
      },
    },
    async (req) => ({
      changed: await service.removeMembers(adminCommunity(req), req.params.id, req.body.members),
    }),
  );
};
