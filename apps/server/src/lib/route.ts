import type { FastifyRequest } from 'fastify';
import { errorResponse } from '@gathering/contract';
import { forbidden } from './errors';

/** The statuses a route may answer with `{ code, message, field? }` (DESIGN.md, API conventions). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/**
 * The error part of a route's `response` schema: `errorResponses(400, 403, 404)` is
 * `{ 400: errorResponse, 403: errorResponse, 404: errorResponse }`. Spread it next to the success schema.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorResponse> {
  return Object.fromEntries(statuses.map((s) => [s, errorResponse])) as Record<S, typeof errorResponse>;
}

// OpenAPI `security` of a route (the schemes are declared in plugins/swagger.ts). Every route declares one, public
// ones included (`publicRoute`), so a client generator knows which calls carry a credential; test/openapi.test.ts
// checks that none is forgotten.

/** Console and member app access tokens: `Authorization: Bearer <token>`. */
export const bearerAuth = [{ bearerAuth: [] }];
/** The console's httpOnly refresh cookie (only sent to /v1/users/*). */
export const refreshCookie = [{ refreshCookie: [] }];
/** No credential: anyone may call it (the route may still rate-limit or take a token in its body or path). */
export const publicRoute: { [scheme: string]: string[] }[] = [];

/** The community administrator calling a route guarded by `app.authorize('community')`. */
export interface CommunityAdmin {
  userId: string;
  communityId: string;
  membershipId: string;
}

/**
 * The calling community administrator, typed: their user, community and membership. `authorize('community')`
 * admits only administrators acting in a community, so the 403 here guards against a route that forgot the guard
 * (or used a weaker one) rather than against callers.
 */
export function adminCommunity(request: FastifyRequest): CommunityAdmin {
  const auth = request.auth;
  if (!auth?.communityId || !auth.membershipId || auth.role !== 'ADMIN') throw forbidden();
  return { userId: auth.userId, communityId: auth.communityId, membershipId: auth.membershipId };
}
