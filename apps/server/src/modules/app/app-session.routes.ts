import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appCookieSessionResponse,
  appCookieSignInBody,
  appCookieSignOutBody,
  appCookieSignUpBody,
  communitySlugParams,
  messageResponse,
  messages,
} from '@gathering/contract';
import { bearerAuth, errorResponses, publicRoute } from '../../lib/route';
import { caller } from '../../plugins/auth';
import { createRateLimit } from '../../plugins/rate-limit';
import { SIGN_UP_LIMIT, type AppService, type AppSession } from './app.service';

/** The browser's refresh cookie: httpOnly, one per community, sent only to that community's session routes. */
export const MEMBER_COOKIE = 'gathering_member';
export const memberCookiePath = (slug: string) => `/app/v1/communities/${slug}/session`;

const tags = ['app'];
const errors = errorResponses(400, 401, 403, 404, 409, 429);
const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] });
/** The member app's browser sessions (the web app at /c/<slug>): as the phones', with the refresh token kept away. */
const memberCookie = [{ memberCookie: [] }];

/**
 * Browser sessions of the member app API (the web app): the same accounts, rules and limits as the phones' sessions
 * (app.routes.ts), but the refresh token travels only in an httpOnly, SameSite=Strict cookie whose path is the
 * community's session routes, as the consoles keep theirs. A browser may hold one in each community; each route
 * reads only its community's, and a session of another community is refused.
 */
export const appSessionRoutes: FastifyPluginAsyncZod<{
  service: AppService;
  secureCookies: boolean;
}> = async (app, { service, secureCookies }) => {
  // Counted with the phones' sign-ups (same scope): a browser is no way around the limit.
  const signUpLimit = createRateLimit(SIGN_UP_LIMIT);
  const cookie = (slug: string) => ({
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureCookies,
    path: memberCookiePath(slug),
  });
  const begin = async (reply: FastifyReply, s: AppSession) => {
    const { slug } = await service.communityById(s.communityId);
    reply.header('cache-control', 'no-store');
    reply.setCookie(MEMBER_COOKIE, s.refreshToken, { ...cookie(slug), expires: s.refreshExpiresAt });
    return { accessToken: s.accessToken, exp: s.exp, refreshExpiresOn: s.refreshExpiresAt.toISOString() };
  };
  const end = (reply: FastifyReply, slug: string) => reply.clearCookie(MEMBER_COOKIE, cookie(slug));
  const params = communitySlugParams;

  app.post(
    '/app/v1/communities/:slug/session/sign-up',
    {
      onRequest: signUpLimit,
      schema: {
        operationId: 'app.cookieSignUp',
        summary: 'Create an account in a community (browser: the refresh token in a cookie)',
        description:
          'As POST /app/v1/auth/sign-up, for a browser: the refresh token is set as an httpOnly cookie for this community’s session routes, never in the body.',
        tags,
        security: publicRoute,
        params,
        body: appCookieSignUpBody,
        response: { 201: appCookieSessionResponse, ...errors },
      },
    },
    async (req, reply) => {
      const session = await service.signUp({ ...req.body, communitySlug: req.params.slug }, meta(req));
      reply.status(201);
      return begin(reply, session);
    },
  );

  app.post(
    '/app/v1/communities/:slug/session/sign-in',
    {
      schema: {
        operationId: 'app.cookieSignIn',
        summary: 'Sign in (browser: the refresh token in a cookie)',
        tags,
        security: publicRoute,
        params,
        body: appCookieSignInBody,
        response: { 200: appCookieSessionResponse, ...errors },
      },
    },
    async (req, reply) =>
      begin(reply, await service.signIn({ ...req.body, communitySlug: req.params.slug }, meta(req))),
  );

  app.post(
    '/app/v1/communities/:slug/session/refresh',
    {
      schema: {
        operationId: 'app.cookieRefresh',
        summary: "A new access token for this community's refresh cookie (which is rotated)",
        description:
          'Single use, as the phones’ refresh token; a replayed one ends the session. A cookie of another community’s session is refused.',
        tags,
        security: memberCookie,
        params,
        response: { 200: appCookieSessionResponse, ...errors },
      },
    },
    async (req, reply) => {
      try {
        return await begin(reply, await service.refresh(req.cookies[MEMBER_COOKIE], req.params.slug));
      } catch (err) {
        end(reply, req.params.slug);
        throw err;
      }
    },
  );

  app.post(
    '/app/v1/communities/:slug/session/sign-out',
    {
      schema: {
        operationId: 'app.cookieSignOut',
        summary: "Sign out: ends the session of this community's refresh cookie",
        description: 'Clears the cookie; with deviceToken, that browser’s push subscription stops receiving.',
        tags,
        security: [...memberCookie, {}],
        params,
        body: appCookieSignOutBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (req, reply) => {
      await service.signOut(req.cookies[MEMBER_COOKIE], req.body.deviceToken, req.params.slug);
      end(reply, req.params.slug);
      return { message: messages.loggedOut };
    },
  );

  app.post(
    '/app/v1/communities/:slug/session/switch',
    {
      onRequest: app.authorizeApp(),
      schema: {
        operationId: 'app.cookieSwitchCommunity',
        summary: "Switch to this community, another of the member's (browser: its cookie)",
        description:
          'As POST /app/v1/me/community, for a browser: the new session’s refresh cookie is set for this community, and the one of the community left is cleared.',
        tags,
        security: bearerAuth,
        params,
        response: { 200: appCookieSessionResponse, ...errors },
      },
    },
    async (req, reply) => {
      const left = caller(req);
      const session = await service.switchCommunity(left, req.params.slug, meta(req));
      if (session.communityId !== left.communityId) end(reply, left.communitySlug!);
      return begin(reply, session);
    },
  );
};
