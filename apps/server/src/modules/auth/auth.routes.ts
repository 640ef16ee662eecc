import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  draftKeyResponse,
  localeBody,
  loginBody,
  meResponse,
  messageResponse,
  messages,
  passwordChangeBody,
  profileBody,
  loginResponse,
  tokenResponse,
} from '@gathering/contract';
import { bearerAuth, errorResponses, publicRoute, refreshCookie } from '../../lib/route';
import { caller } from '../../plugins/auth';
import type { AuthService, IssuedSession } from './auth.service';

export const REFRESH_COOKIE = 'gathering_refresh';
// The refresh cookie only travels to the session routes (refresh, logout), never with ordinary API calls.
export const REFRESH_COOKIE_PATH = '/v1/users';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService; secureCookies: boolean }> = async (
  app,
  { service, secureCookies },
) => {
  const setSession = (reply: FastifyReply, s: IssuedSession) => {
    reply.setCookie(REFRESH_COOKIE, s.refreshToken, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
      path: REFRESH_COOKIE_PATH,
      expires: s.refreshExpiresAt,
    });
    return { accessToken: s.accessToken, exp: s.exp };
  };
  const clearSession = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies,
    });

  app.post(
    '/v1/users/login',
    {
      schema: {
        operationId: 'auth.login',
        summary: 'Sign in to a console: an access token, and the refresh cookie',
        tags,
        security: publicRoute,
        body: loginBody,
        response: { 200: loginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (req, reply) => {
      const session = await service.login({ ...req.body, ip: req.ip, userAgent: req.headers['user-agent'] });
      return { ...setSession(reply, session), me: session.me };
    },
  );

  app.post(
    '/v1/users/token/refresh',
    {
      schema: {
        operationId: 'auth.refresh',
        summary: 'A new access token for the refresh cookie (which is rotated)',
        tags,
        security: refreshCookie,
        response: { 200: tokenResponse, ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      try {
        return setSession(reply, await service.refresh(req.cookies[REFRESH_COOKIE]));
      } catch (err) {
        clearSession(reply);
        throw err;
      }
    },
  );

  app.post(
    '/v1/users/logout',
    {
      schema: {
        operationId: 'auth.logout',
        summary: 'Sign out: ends the session named by the access token or the refresh cookie',
        tags,
        // Either credential will do; without one the call still succeeds (and clears the cookie).
        security: [...bearerAuth, ...refreshCookie, {}],
        // 400: a malformed JSON body.
        response: { 200: messageResponse, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      // Logout works with an expired access token too: the cookie names the session.
      let sessionId: string | undefined;
      try {
        await app.authorize('user')(req);
        sessionId = req.auth?.sessionId;
      } catch {
        sessionId = undefined;
      }
      await service.logout(sessionId, req.cookies[REFRESH_COOKIE]);
      clearSession(reply);
      return { message: messages.loggedOut };
    },
  );

  app.get(
    '/v1/users/me',
    {
      onRequest: app.authorize('user'),
      schema: {
        operationId: 'auth.me',
        summary: 'The signed-in user, with their community and role',
        tags,
        security: bearerAuth,
        response: { 200: meResponse, ...errorResponses(401, 403) },
      },
    },
    async (req) => service.me(caller(req)),
  );

  app.get(
    '/v1/users/me/draft-key',
    {
      onRequest: app.authorize('user'),
      schema: {
        operationId: 'auth.draftKey',
        summary: "The key of the signed-in user's drafts kept in the browser (held in memory, never stored)",
        tags,
        security: bearerAuth,
        response: { 200: draftKeyResponse, ...errorResponses(401, 403) },
      },
    },
    async (req, reply) => {
      // A key: no cache, shared or private, may keep it past the session.
      reply.header('cache-control', 'no-store');
      return service.draftKey(caller(req));
    },
  );

  app.patch(
    '/v1/users/me/profile',
    {
      onRequest: app.authorize('user'),
      schema: {
        operationId: 'auth.updateProfile',
        summary: "Update the signed-in user's profile",
        tags,
        security: bearerAuth,
        body: profileBody,
        response: { 200: meResponse, ...errorResponses(400, 401, 409) },
      },
    },
    async (req) => {
      await service.updateProfile(caller(req), req.body);
      const updated = await service.reload(caller(req).sessionId);
      return service.me(updated);
    },
  );

  app.patch(
    '/v1/users/me/locale',
    {
      onRequest: app.authorize('user'),
      schema: {
        operationId: 'auth.updateLocale',
        summary: "Remember the signed-in user's language (consoles and e-mails)",
        tags,
        security: bearerAuth,
        body: localeBody,
        response: { 200: meResponse, ...errorResponses(400, 401) },
      },
    },
    async (req) => {
      await service.setLocale(caller(req), req.body.locale);
      return service.me(await service.reload(caller(req).sessionId));
    },
  );

  app.patch(
    '/v1/users/me/password',
    {
      onRequest: app.authorize('user'),
      schema: {
        operationId: 'auth.changePassword',
        summary: "Change the signed-in user's password",
        tags,
        security: bearerAuth,
        body: passwordChangeBody,
        response: { 200: messageResponse, ...errorResponses(400, 401) },
      },
    },
    async (req) => {
      await service.changePassword(caller(req), req.body);
      return { message: messages.passwordChanged };
    },
  );
};
