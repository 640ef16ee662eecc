import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appCommunitiesResponse,
  appGroupsResponse,
  appMeResponse,
  appPasswordBody,
  appRefreshBody,
  appSignOutBody,
  appSignInBody,
  appSignUpBody,
  appSwitchCommunityBody,
  appTokenResponse,
  guestSessionBody,
  guestSessionResponse,
  messageResponse,
  messages,
  profileBody,
} from '@gathering/contract';
import { bearerAuth as security, errorResponses, publicRoute } from '../../lib/route';
import { caller } from '../../plugins/auth';
import { createRateLimit } from '../../plugins/rate-limit';
import { bodyTokens, SIGN_UP_LIMIT, type AppService } from './app.service';

const tags = ['app'];
const errors = errorResponses(400, 401, 403, 404, 409, 429);
const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

/** The member app API: guests, accounts and the member's communities. */
export const appRoutes: FastifyPluginAsyncZod<{ service: AppService }> = async (app, { service }) => {
  const signUpLimit = createRateLimit(SIGN_UP_LIMIT);
  const member = app.authorizeApp();

  app.post(
    '/app/v1/guests/session',
    {
      schema: {
        operationId: 'app.createGuestSession',
        summary: 'A guest token for a device in a community',
        description:
          'A guest token for a device in a community (no account). The same device gets the same guest.',
        tags,
        security: publicRoute,
        body: guestSessionBody,
        response: { 200: guestSessionResponse, ...errors },
      },
    },
    async (req) => service.guestSession(req.body, meta(req)),
  );

  app.post(
    '/app/v1/auth/sign-up',
    {
      onRequest: signUpLimit,
      schema: {
        operationId: 'app.signUp',
        summary: 'Create an account in a community',
        description: 'Creates the account and an active membership; with guestToken the guest is upgraded.',
        tags,
        security: publicRoute,
        body: appSignUpBody,
        response: { 201: appTokenResponse, ...errors },
      },
    },
    async (req, reply) => {
      reply.status(201);
      return bodyTokens(await service.signUp(req.body, meta(req)));
    },
  );

  app.post(
    '/app/v1/auth/sign-in',
    {
      schema: {
        operationId: 'app.signIn',
        summary: 'Sign in to the member app',
        tags,
        security: publicRoute,
        body: appSignInBody,
        response: { 200: appTokenResponse, ...errors },
      },
    },
    async (req) => bodyTokens(await service.signIn(req.body, meta(req))),
  );

  app.post(
    '/app/v1/auth/refresh',
    {
      schema: {
        operationId: 'app.refresh',
        summary: 'New tokens for a refresh token',
        description: 'Rotates the refresh token (single use; a replayed one ends the session).',
        tags,
        // The refresh token travels in the body, not as a credential header.
        security: publicRoute,
        body: appRefreshBody,
        response: { 200: appTokenResponse, ...errors },
      },
    },
    async (req) => bodyTokens(await service.refresh(req.body.refreshToken)),
  );

  app.post(
    '/app/v1/auth/sign-out',
    {
      schema: {
        operationId: 'app.signOut',
        summary: 'Sign out: ends the session of a refresh token',
        tags,
        security: publicRoute,
        body: appSignOutBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (req) => {
      await service.signOut(req.body.refreshToken, req.body.deviceToken);
      return { message: messages.loggedOut };
    },
  );

  app.get(
    '/app/v1/me',
    {
      onRequest: member,
      schema: {
        operationId: 'app.me',
        summary: 'The signed-in member',
        tags,
        security,
        response: { 200: appMeResponse, ...errors },
      },
    },
    async (req) => service.me(caller(req)),
  );

  app.patch(
    '/app/v1/me',
    {
      onRequest: member,
      schema: {
        operationId: 'app.updateProfile',
        summary: "Update the member's profile",
        tags,
        security,
        body: profileBody,
        response: { 200: appMeResponse, ...errors },
      },
    },
    async (req) => service.updateProfile(caller(req), req.body),
  );

  app.put(
    '/app/v1/me/password',
    {
      onRequest: member,
      schema: {
        operationId: 'app.changePassword',
        summary: "Change the member's password",
        description:
          'Checks the current password; every other session of the person ends (their other devices sign in again), this one goes on.',
        tags,
        security,
        body: appPasswordBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (req) => {
      await service.changePassword(caller(req), req.body);
      return { message: messages.passwordChanged };
    },
  );

  app.post(
    '/app/v1/me/community',
    {
      onRequest: member,
      schema: {
        operationId: 'app.switchCommunity',
        summary: "Switch to another of the member's communities",
        description: 'Switches to another community (multi-community access); answers a session there.',
        tags,
        security,
        body: appSwitchCommunityBody,
        response: { 200: appTokenResponse, ...errors },
      },
    },
    async (req) => bodyTokens(await service.switchCommunity(caller(req), req.body.communitySlug, meta(req))),
  );

  app.get(
    '/app/v1/me/groups',
    {
      onRequest: member,
      schema: {
        operationId: 'app.listGroups',
        summary: "The member's groups",
        tags,
        security,
        response: { 200: appGroupsResponse, ...errors },
      },
    },
    async (req) => service.groups(caller(req)),
  );

  app.get(
    '/app/v1/me/communities',
    {
      onRequest: member,
      schema: {
        operationId: 'app.listCommunities',
        summary: "The member's communities",
        tags,
        security,
        response: { 200: appCommunitiesResponse, ...errors },
      },
    },
    async (req) => service.communities(caller(req)),
  );
};
