import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminVerificationBody,
  adminVerificationResponse,
  multiStateBody,
  multiStateResponse,
  platformGuestListQuery,
  platformGuestListResponse,
  platformMemberListQuery,
  platformMemberListResponse,
  platformUserIdParams,
} from '@gathering/contract';
import { bearerAuth as security, errorResponses } from '../../lib/route';
import { caller } from '../../plugins/auth';
import type { PlatformMembersService } from './platform-members.service';

const tags = ['platform-members'];
const errors = errorResponses(400, 401, 403, 404);

export const platformMembersRoutes: FastifyPluginAsyncZod<{ service: PlatformMembersService }> = async (
  app,
  { service },
) => {
  const platform = app.authorize('platform');

  app.get(
    '/v1/administrator/communities/members',
    {
      onRequest: platform,
      schema: {
        operationId: 'platformMembers.list',
        summary: 'List the members of every community',
        tags,
        security,
        querystring: platformMemberListQuery,
        response: { 200: platformMemberListResponse, ...errors },
      },
    },
    async (req) => service.listMembers(req.query),
  );

  app.patch(
    '/v1/users/administrator/multi/:userId',
    {
      onRequest: platform,
      schema: {
        operationId: 'platformMembers.setMultiCommunity',
        summary: 'Allow or refuse a user access to several communities',
        tags,
        security,
        params: platformUserIdParams,
        body: multiStateBody,
        response: { 200: multiStateResponse, ...errors },
      },
    },
    async (req) => service.setMultiState(req.params.userId, req.body),
  );

  // Platform administrators and community administrators (the service checks which users each may touch).
  app.patch(
    '/v1/users/admin-verification/:userId',
    {
      onRequest: app.authorize('user'),
      schema: {
        operationId: 'platformMembers.setEmailVerified',
        summary: "Mark a user's e-mail address verified or not",
        tags,
        security,
        params: platformUserIdParams,
        body: adminVerificationBody,
        response: { 200: adminVerificationResponse, ...errors },
      },
    },
    async (req) => service.setEmailVerified(caller(req), req.params.userId, req.body.isEmailVerified),
  );

  app.get(
    '/v2/guests/admin',
    {
      onRequest: platform,
      schema: {
        operationId: 'platformMembers.listGuests',
        summary: 'List the guests of every community',
        tags,
        security,
        querystring: platformGuestListQuery,
        response: { 200: platformGuestListResponse, ...errors },
      },
    },
    async (req) => service.listGuests(req.query),
  );
};
