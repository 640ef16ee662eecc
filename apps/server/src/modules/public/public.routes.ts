import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  communityProfile,
  deletionRequestBody,
  deletionRequestParams,
  errorResponse,
  messageResponse,
  messages,
  resetPasswordBody,
  resetRequestBody,
  resetVerifyResponse,
  slugParams,
  tokenParams,
} from '@gathering/contract';
import type { PublicService } from './public.service';
import { createRateLimit } from '../../plugins/rate-limit';

const tags = ['public'];

export const publicRoutes: FastifyPluginAsyncZod<{ service: PublicService }> = async (app, { service }) => {
  // Ten e-mail requests per address per 15 minutes: enough for a person, too few to flood an inbox.
  const mailRateLimit = createRateLimit({ max: 10, windowMs: 15 * 60_000 });
  app.get(
    '/v1/community/profile/:slug',
    { schema: { tags, params: slugParams, response: { 200: communityProfile, 404: errorResponse } } },
    async (req) => service.communityProfile(req.params.slug),
  );

  app.post(
    '/v1/users/reset-request',
    {
      onRequest: mailRateLimit,
      schema: {
        tags,
        body: resetRequestBody,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (req) => {
      await service.requestReset(req.body.email);
      return { message: messages.resetRequested };
    },
  );

  app.get(
    '/v1/users/reset/verify/:token',
    { schema: { tags, params: tokenParams, response: { 200: resetVerifyResponse, 400: errorResponse } } },
    async (req) => {
      await service.verifyResetToken(req.params.token);
      return { valid: true as const };
    },
  );

  app.post(
    '/v1/users/reset/password',
    { schema: { tags, body: resetPasswordBody, response: { 200: messageResponse, 400: errorResponse } } },
    async (req) => {
      await service.resetPassword(req.body);
      return { message: messages.passwordReset };
    },
  );

  app.get(
    '/v1/users/verify/:token',
    { schema: { tags, params: tokenParams, response: { 200: messageResponse, 400: errorResponse } } },
    async (req) => {
      await service.verifyEmail(req.params.token);
      return { message: messages.emailVerified };
    },
  );

  app.delete(
    '/v1/users/deletion-request/:community_slug',
    {
      onRequest: mailRateLimit,
      schema: {
        tags,
        params: deletionRequestParams,
        body: deletionRequestBody,
        response: { 200: messageResponse, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (req) => {
      await service.requestDeletion(req.params.community_slug, req.body.email);
      return { message: messages.deletionRequested };
    },
  );

  app.get(
    '/v1/users/deletion/:token',
    { schema: { tags, params: tokenParams, response: { 200: messageResponse, 400: errorResponse } } },
    async (req) => {
      await service.confirmDeletion(req.params.token);
      return { message: messages.deletionCompleted };
    },
  );
};
