import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appAccountMessages, COMMUNITY_HEADER, messages } from '@gathering/contract';
import type { Clock } from '../lib/clock';
import { createCoalescer } from '../lib/coalesce';
import { forbidden, unauthorized } from '../lib/errors';
import type { AccessClaims, AuthRow } from './auth';

/** An app guest: a device in a community, without an account. */
export interface AppGuest {
  guestId: string;
  communityId: string;
}

/** A guest as the guard reads it: which community the device is in, and whether it was deleted or signed up. */
export interface AppGuestRecord {
  id: string;
  communityId: string;
  deletedAt: Date | null;
  upgradedAt: Date | null;
}

/**
 * What the member-app guard needs from the auth and guests modules, handed over by the composition root (composition/callers.ts):
 * the plugin sits under every module and imports none.
 */
export interface AppAuthPorts {
  /** Null for anything that is not a valid, unexpired member access token. */
  verifyAccessToken(token: string, now: Date): Promise<AccessClaims | null>;
  /** The callers behind several sessions in one statement; sessions that do not exist are left out. */
  loadSessions(sessionIds: string[]): Promise<AuthRow[]>;
  /** Null for anything that is not a valid, unexpired guest token. */
  verifyGuestToken(token: string, now: Date): Promise<AppGuest | null>;
  findGuest(guestId: string): Promise<AppGuestRecord | undefined>;
  /** A community's slug (a guest's, for the Gathering-Community header); undefined when it is gone. */
  communitySlug(communityId: string): Promise<string | undefined>;
  clock: Clock;
}

export interface AppAccess {
  /** Also admit guests (request.guest is set for them, request.auth for members). Default: members only. */
  guests?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authorizeApp({ guests: true })` when the caller is a guest. */
    guest: AppGuest | null;
  }
  interface FastifyInstance {
    /**
     * Guard for member app routes (/app/v1). A member's access token (from /app/v1/auth/sign-in) sets
     * request.auth (with communityId and membershipId of the community they act in); with `guests: true` a
     * guest token (from /app/v1/guests/session) sets request.guest instead. Inactive or erased members get 403,
     * revoked or expired tokens 401.
     */
    authorizeApp(access?: AppAccess): (request: FastifyRequest) => Promise<void>;
  }
}

export function registerAppAuth(app: FastifyInstance, deps: AppAuthPorts) {
  const sessions = createSessionLoader(deps.loadSessions);
  const verified = createVerifiedTokens(50_000);
  const slugs = createSlugCache(deps.communitySlug);
  app.decorateRequest('guest', null);

  /**
   * The community the client shows (the web app's /c/<slug>, in the Gathering-Community header) must be the
   * session's: a member or guest of one community never reads another's items under the first one's address.
   */
  function sameCommunity(request: FastifyRequest, slug: string | undefined) {
    const named = request.headers[COMMUNITY_HEADER];
    if (typeof named !== 'string' || named === '') return;
    if (slug?.toLowerCase() !== named.trim().toLowerCase())
      throw forbidden(appAccountMessages.wrongCommunity);
  }

  async function member(
    request: FastifyRequest,
    sessionId: string,
    userId: string,
    now: Date,
  ): Promise<AuthRow> {
    const auth = await sessions.load(sessionId);
    if (!auth || auth.userId !== userId || auth.sessionRevokedAt || auth.sessionExpiresAt <= now)
      throw unauthorized(messages.sessionExpired);
    if (auth.userStatus !== 'ACTIVE') throw forbidden(messages.accountInactive);
    // A console session of a platform administrator acts in no community: not an app session.
    if (!auth.communityId || !auth.membershipId) throw forbidden(appAccountMessages.notMember);
    if (auth.membershipStatus !== 'ACTIVE') throw forbidden(appAccountMessages.memberInactive);
    request.auth = auth;
    return auth;
  }

  app.decorate('authorizeApp', (access: AppAccess = {}) => async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token)
      throw unauthorized(access.guests ? messages.notAuthenticated : appAccountMessages.membersOnly);
    const now = deps.clock.now();
    const claims = verified.get(token, now) ?? verified.add(token, await deps.verifyAccessToken(token, now));
    if (claims) {
      const auth = await member(request, claims.sessionId, claims.userId, now);
      sameCommunity(request, auth.communitySlug ?? undefined);
      return;
    }
    const guest = await deps.verifyGuestToken(token, now);
    if (!guest) throw unauthorized(messages.sessionExpired);
    if (!access.guests) throw forbidden(appAccountMessages.membersOnly);
    const row = await deps.findGuest(guest.guestId);
    if (!row || row.deletedAt || row.communityId !== guest.communityId)
      throw unauthorized(appAccountMessages.guestInvalid);
    // After sign-up the device acts as the member; the guest's history already belongs to them.
    if (row.upgradedAt) throw unauthorized(appAccountMessages.guestUpgraded);
    if (request.headers[COMMUNITY_HEADER]) sameCommunity(request, await slugs.get(row.communityId));
    request.guest = { guestId: row.id, communityId: row.communityId };
  });
}

/** The caller of an app route: a member (request.auth) or, on guest-enabled routes, a guest. */
export function appCaller(
  request: FastifyRequest,
):
  | { kind: 'member'; auth: AuthRow; communityId: string }
  | { kind: 'guest'; guest: AppGuest; communityId: string } {
  if (request.auth?.communityId)
    return { kind: 'member', auth: request.auth, communityId: request.auth.communityId };
  if (request.guest) return { kind: 'guest', guest: request.guest, communityId: request.guest.communityId };
  throw unauthorized();
}

/**
 * Member access tokens whose signature was already checked, by their exact text, with their expiry: the burst
 * after a push brings the same tokens again and again, and the HMAC, base64 and JSON work of a verification
 * was the largest part of the app's sign-in check. Only the signature's work is saved: the expiry is compared
 * on every use, and the session row (revocation, sign-out, deactivation) is still read on every request.
 * Bounded: past `limit` tokens the oldest are dropped.
 */
function createVerifiedTokens(limit: number) {
  const tokens = new Map<string, AccessClaims & { exp: number }>();
  return {
    get(token: string, now: Date): AccessClaims | undefined {
      const claims = tokens.get(token);
      if (claims === undefined) return undefined;
      // The same rule as the token signer's verify: past its `exp` second a token is refused.
      if (claims.exp <= Math.floor(now.getTime() / 1000)) {
        tokens.delete(token);
        return undefined;
      }
      return claims;
    },
    /** Holds a token the signer just verified (`claims` not null), with the expiry its payload carries. */
    add(token: string, claims: AccessClaims | null): AccessClaims | null {
      if (claims === null) return null;
      // Verified, so the payload is our JSON with a numeric exp (the signer's verify refuses anything else).
      const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
        exp: number;
      };
      if (tokens.size >= limit) tokens.delete(tokens.keys().next().value!);
      tokens.set(token, { ...claims, exp });
      return claims;
    },
  };
}

/**
 * The caller lookup of app requests, batched: the requests that arrive while one lookup runs wait for the next,
 * which reads all their sessions in one statement. Nothing is cached — each lookup starts after its requests
 * arrived, so a sign-out, a revoked session or a deactivated member is refused on the very next request, by
 * every server process — but the burst after a push costs a few statements instead of one per request.
 */
function createSessionLoader(loadSessions: AppAuthPorts['loadSessions']) {
  const lookup = createCoalescer<string, Map<string, AuthRow>>(async (_key, sessionIds) => {
    const rows = await loadSessions([...new Set(sessionIds)]);
    return new Map(rows.map((r) => [r.sessionId, r]));
  }, 500);
  return {
    async load(sessionId: string): Promise<AuthRow | undefined> {
      const row = (await lookup('', sessionId)).get(sessionId);
      // A copy each: request.auth is the request's own.
      return row && { ...row };
    },
  };
}

/** Communities' slugs by id, for a minute: a guest's request that names its community costs no statement. */
function createSlugCache(lookup: AppAuthPorts['communitySlug']) {
  const slugs = new Map<string, { slug: string | undefined; at: number }>();
  return {
    async get(communityId: string): Promise<string | undefined> {
      const hit = slugs.get(communityId);
      if (hit && performance.now() - hit.at < 60_000) return hit.slug;
      const slug = await lookup(communityId);
      if (slugs.size >= 10_000) slugs.clear();
      slugs.set(communityId, { slug, at: performance.now() });
      return slug;
    },
  };
}
