import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  loginBody,
  meResponse,
  messageResponse,
  messages,
  passwordChangeBody,
  profileBody,
  tokenResponse,
} from '@gathering/contract';
import { caller } from '../../plugins/auth';
import type { AuthService, IssuedSession } from './auth.service';

export const REFRESH_COOKIE = 'gathering_refresh';
// The refresh cookie only travels to the session routes (refresh, logout), never with ordinary API calls.
export const REFRESH_COOKIE_PATH = '/v1/users';

const tags = ['session'];

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
        tags,
        body: loginBody,
        response: {
          200: tokenResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req, reply) =>
      setSession(
        reply,
        await service.login({ ...req.body, ip: req.ip, userAgent: req.headers['user-agent'] }),
      ),
  );

  app.post(
    '/v1/users/token/refresh',
    { schema: { tags, response: { 200: tokenResponse, 401: errorResponse } } },
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
    { schema: { tags, response: { 200: messageResponse } } },
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
      schema: { tags, response: { 200: meResponse, 401: errorResponse, 403: errorResponse } },
    },
    async (req) => service.me(caller(req)),
  );

  app.patch(
    '/v1/users/me/profile',
    {
      onRequest: app.authorize('user'),
      schema: {
        tags,
        body: profileBody,
        response: { 200: meResponse, 400: errorResponse, 401: errorResponse, 409: errorResponse },
      },
    },
    async (req) => {
      await service.updateProfile(caller(req), req.body);
      const updated = await service.reload(caller(req).sessionId);
      return service.me(updated);
    },
  );

  app.patch(
    '/v1/users/me/password',
    {
      onRequest: app.authorize('user'),
      schema: {
        tags,
        body: passwordChangeBody,
        response: { 200: messageResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (req) => {
      await service.changePassword(caller(req), req.body);
      return { message: messages.passwordChanged };
    },
  );
};
