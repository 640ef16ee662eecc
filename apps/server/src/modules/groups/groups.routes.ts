import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  basicGroupsResponse,
  errorResponse,
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
  memberChangedResponse,
  memberMessages,
  membersPage,
} from '@gathering/contract';
import { notFound } from '../../lib/errors';
import { actorOf } from '../members/members.routes';
import type { GroupsService } from './groups.service';

const tags = ['groups'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

export const groupsRoutes: FastifyPluginAsyncZod<{ service: GroupsService }> = async (app, { service }) => {
  const onRequest = app.authorize('community');

  app.get(
    '/v1/groups/basic',
    { onRequest, schema: { tags, response: { 200: basicGroupsResponse, ...errors } } },
    async (req) => service.basic(actorOf(req)),
  );

  app.get(
    '/v1/groups',
    { onRequest, schema: { tags, querystring: groupsQuery, response: { 200: groupsPage, ...errors } } },
    async (req) => service.list(actorOf(req), req.query),
  );

  app.post(
    '/v1/groups',
    { onRequest, schema: { tags, body: groupCreateBody, response: { 201: groupRow, ...errors } } },
    async (req, reply) => {
      reply.status(201);
      return service.create(actorOf(req), req.body);
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
      schema: { tags, params: groupIdParams, body: groupUpdateBody, response: { 200: groupRow, ...errors } },
    },
    async (req) => service.update(actorOf(req), req.params.id, req.body),
  );

  app.get(
    '/v1/groups/:id',
    {
      onRequest,
      schema: {
        tags,
        params: groupIdParams,
        querystring: groupMembersQuery,
        response: { 200: groupDetailResponse, ...errors },
      },
    },
    async (req) => service.detail(actorOf(req), req.params.id, req.query),
  );

  app.get(
    '/v1/groups/group/:groupName',
    { onRequest, schema: { tags, params: groupNameParams, response: { 200: groupRow, ...errors } } },
    async (req) => service.byName(actorOf(req), req.params.groupName),
  );

  app.get(
    '/v1/groups/:id/members',
    {
      onRequest,
      schema: {
        tags,
        params: groupIdParams,
        querystring: groupMembersQuery,
        response: { 200: membersPage, ...errors },
      },
    },
    async (req) => service.members(actorOf(req), req.params.id, req.query),
  );

  app.patch(
    '/v1/groups/:id/members/remove',
    {
      onRequest,
      schema: {
        tags,
        params: groupIdParams,
        body: groupMembersBody,
        response: { 200: memberChangedResponse, ...errors },
      },
    },
    async (req) => ({ changed: await service.removeMembers(actorOf(req), req.params.id, req.body.members) }),
  );
};
