import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@gathering/contract';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { forbidden, unauthorized } from '../lib/errors';
import { authRepository, type AuthRow } from '../modules/auth/auth.repository';
import type { TokenSigner } from '../modules/auth/auth.tokens';

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

export function registerAuth(
  app: FastifyInstance,
  deps: { database: Database; signer: TokenSigner; clock: Clock },
) {
  app.decorateRequest('auth', null);

  async function authenticate(request: FastifyRequest): Promise<AuthRow> {
    // The scheme is case-insensitive (RFC 7235); anything else in the header is simply not a token of ours.
    const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    if (!token) throw unauthorized();
    const now = deps.clock.now();
    const claims = await deps.signer.verify(token, now);
    if (!claims) throw unauthorized(messages.sessionExpired);
    const auth = await authRepository.loadAuthPrepared(deps.database, claims.sessionId);
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
