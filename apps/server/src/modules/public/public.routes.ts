import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  communityProfile,
  deletionRequestBody,
  deletionPreviewResponse,
  deletionRequestParams,
  messageResponse,
  messages,
  resetPasswordBody,
  resetRequestBody,
  resetVerifyResponse,
  slugParams,
  tokenParams,
  verifyEmailResponse,
} from '@gathering/contract';
import { errorResponses, publicRoute as security } from '../../lib/route';
import { createRateLimit } from '../../plugins/rate-limit';
import type { PublicService } from './public.service';

const tags = ['public'];

export const publicRoutes: FastifyPluginAsyncZod<{ service: PublicService }> = async (app, { service }) => {
  // Ten e-mail requests per address per 15 minutes: enough for a person, too few to flood an inbox.
  // Counted apart for each of the two routes, per address.
  const mailRateLimit = createRateLimit({
    scope: 'public.mail',
    max: 10,
    windowMs: 15 * 60_000,
    key: (req) => `${req.routeOptions.url}|${req.ip}`,
  });
  app.get(
    '/v1/community/profile/:slug',
    {
      schema: {
        operationId: 'public.getCommunityProfile',
        summary: "A community's public name and logo",
        tags,
        security,
        params: slugParams,
        response: { 200: communityProfile, ...errorResponses(404) },
      },
    },
    async (req) => service.communityProfile(req.params.slug),
  );

  app.post(
    '/v1/users/reset-request',
    {
      onRequest: mailRateLimit,
      schema: {
        operationId: 'public.requestPasswordReset',
        summary: 'E-mail a password reset link',
        tags,
        security,
        body: resetRequestBody,
        response: { 200: messageResponse, ...errorResponses(400, 429) },
      },
    },
    async (req) => {
      await service.requestReset(req.body.email);
      return { message: messages.resetRequested };
    },
  );

  app.get(
    '/v1/users/reset/verify/:token',
    {
      schema: {
        operationId: 'public.verifyResetToken',
        summary: 'Check a password reset link',
        tags,
        security,
        params: tokenParams,
        response: { 200: resetVerifyResponse, ...errorResponses(400) },
      },
    },
    async (req) => {
      await service.verifyResetToken(req.params.token);
      return { valid: true as const };
    },
  );

  app.post(
    '/v1/users/reset/password',
    {
      schema: {
        operationId: 'public.resetPassword',
        summary: 'Set a new password with a reset link',
        tags,
        security,
        body: resetPasswordBody,
        response: { 200: messageResponse, ...errorResponses(400) },
      },
    },
    async (req) => {
      await service.resetPassword(req.body);
      return { message: messages.passwordReset };
    },
  );

  app.get(
    '/v1/users/verify/:token',
    {
      schema: {
        operationId: 'public.verifyEmail',
        summary: 'Verify an e-mail address with its link',
        tags,
        security,
        params: tokenParams,
        response: { 200: verifyEmailResponse, ...errorResponses(400) },
      },
    },
    async (req) => {
      const outcome = await service.verifyEmail(req.params.token);
      return outcome === 'already'
        ? { message: messages.emailAlreadyVerified, alreadyVerified: true }
        : { message: messages.emailVerified };
    },
  );

  app.delete(
    '/v1/users/deletion-request/:community_slug',
    {
      onRequest: mailRateLimit,
      schema: {
        operationId: 'public.requestDeletion',
        summary: "E-mail a link to delete an app user's data from a community",
        tags,
        security,
        params: deletionRequestParams,
        body: deletionRequestBody,
        response: { 200: messageResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (req) => {
      await service.requestDeletion(req.params.community_slug, req.body.email);
      return { message: messages.deletionRequested };
    },
  );

  // Opening a deletion link only describes it (mail scanners open links before people do); the person's
  // confirmation, a POST to the same address, is what uses the link.
  app.get(
    '/v1/users/deletion/:token',
    {
      schema: {
        operationId: 'public.previewDeletion',
        summary: 'Whose app user in which community a deletion link deletes, without deleting anything',
        tags,
        security,
        params: tokenParams,
        response: { 200: deletionPreviewResponse, ...errorResponses(400) },
      },
    },
    async (req) => service.previewDeletion(req.params.token),
  );

  app.post(
    '/v1/users/deletion/:token',
    {
      schema: {
        operationId: 'public.confirmDeletion',
        summary: 'Confirm a deletion request with its link: the app user is deleted',
        tags,
        security,
        params: tokenParams,
        response: { 200: messageResponse, ...errorResponses(400) },
      },
    },
    async (req) => {
      await service.confirmDeletion(req.params.token);
      return { message: messages.deletionCompleted };
    },
  );
};
