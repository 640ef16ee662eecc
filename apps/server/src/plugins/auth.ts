import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@gathering/contract';
import type { Clock } from '../lib/clock';
import { forbidden, unauthorized } from '../lib/errors';

/** Everything a request needs to know about its caller, read in one indexed query. */
export interface AuthRow {
  sessionId: string;
  sessionExpiresAt: Date;
  sessionRevokedAt: Date | null;
  userId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  emailVerifiedAt: Date | null;
  userStatus: string;
  isPlatformAdmin: boolean;
  multiCommunity: boolean;
  membershipId: string | null;
  role: string | null;
  membershipStatus: string | null;
  communityId: string | null;
  communityName: string | null;
  communitySlug: string | null;
  communityLogo: string | null;
  /** The interface and e-mail language the user chose ('en' | 'fr'). */
  locale: string | null;
  /** The member's chosen content languages, most preferred first (issue 23); null outside a community. */
  languages?: readonly string[] | null;
}

/** What an access token proves once its signature and expiry are checked. */
export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/**
 * What the guard needs from the auth module, handed over by the composition root (composition/callers.ts): the plugin sits under
 * every module and imports none.
 */
export interface AuthPorts {
  /** Null for anything that is not a valid, unexpired access token. */
  verifyAccessToken(token: string, now: Date): Promise<AccessClaims | null>;
  /** The caller behind a session (read on every request: revocation ends access at once). */
  loadSession(sessionId: string): Promise<AuthRow | undefined>;
  clock: Clock;
}

/** Who may call a route: anyone signed in, platform administrators, or the administrators of a community. */
export type Access = 'user' | 'platform' | 'community';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authorize(...)`: the caller, read fresh from the database on every request. */
    auth: AuthRow | null;
  }
  interface FastifyInstance {
    authorize(access: Access): (request: FastifyRequest) => Promise<void>;
  }
}

export function registerAuth(app: FastifyInstance, deps: AuthPorts) {
  app.decorateRequest('auth', null);

  async function authenticate(request: FastifyRequest): Promise<AuthRow> {
    // The scheme is case-insensitive (RFC 7235); anything else in the header is simply not a token of ours.
    const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    if (!token) throw unauthorized();
    const now = deps.clock.now();
    const claims = await deps.verifyAccessToken(token, now);
    if (!claims) throw unauthorized(messages.sessionExpired);
    const auth = await deps.loadSession(claims.sessionId);
    // A revoked session (logout, password change, reuse) ends its access tokens at once, not in 15 minutes.
    if (!auth || auth.userId !== claims.userId || auth.sessionRevokedAt || auth.sessionExpiresAt <= now)
      throw unauthorized(messages.sessionExpired);
    if (auth.userStatus !== 'ACTIVE' || (auth.communityId && auth.membershipStatus !== 'ACTIVE'))
      throw forbidden(messages.accountInactive);
    return auth;
  }

  app.decorate('authorize', (access: Access) => async (request: FastifyRequest) => {
    const auth = await authenticate(request);
    if (access === 'platform' && !auth.isPlatformAdmin) throw forbidden();
    if (access === 'community' && !(auth.communityId && auth.role === 'ADMIN')) throw forbidden();
    request.auth = auth;
  });
}

/** The caller of a route guarded by `authorize`; routes without a guard must not call it. */
export function caller(request: FastifyRequest): AuthRow {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
