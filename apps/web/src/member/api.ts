import { ApiError, CONNECTION_FAILED, errorOf, exchange, type Exchange } from '../core/api';
import { acceptLanguage } from './reader';
import { isFresh, memberSession, subjectOf, type MemberSession } from './session';

/**
 * The member web app's one way to the member API (/app/v1): the core's exchange (JSON, 30 s, "Connection failed"),
 * with the session this browser holds for the community. A member's access token is used while fresh and renewed
 * from the refresh cookie (one renewal at a time across the browser's tabs, as the consoles do); without a member,
 * the browser's guest token, made on first use (one guest per browser and community). A 401 renews and tries once
 * more. A lost link is an ApiError with status 0 and never ends a session: the app reads what it kept.
 */
/** A browser's session routes (the refresh cookie is scoped to them, one per community). */
export const sessionPath = (slug: string, step: 'sign-in' | 'sign-up' | 'refresh' | 'sign-out' | 'switch') =>
  `/app/v1/communities/${encodeURIComponent(slug)}/session/${step}`;
/** Names the community the app shows: a session of another community is refused (WRONG_COMMUNITY). */
const COMMUNITY_HEADER = 'Gathering-Community';
const REFRESH_RETRIES = 2;
const REFRESH_RETRY_MS = 500;

export interface Answer<T> {
  status: number;
  /** The answer's JSON; undefined for a 304 (the caller's copy is current). */
  data: T;
  etag?: string;
}

export interface CallOptions {
  body?: unknown;
  /** The validator of the copy the caller keeps: a 304 comes back when nothing changed. */
  ifNoneMatch?: string;
  /** A change's Idempotency-Key (the server answers a repeat with its first answer). */
  key?: string;
  signal?: AbortSignal;
  /** 'none' sends no token (sign-in, sign-up, the community's public profile). */
  auth?: 'session' | 'none';
}

export interface MemberApiDeps {
  slug: string;
  /** Accept-Language (default: the reader's languages, then the interface's; reader.ts). */
  acceptLanguage?: () => string;
  fetch?: typeof fetch;
  storage?: Storage;
  locks?: Pick<LockManager, 'request'> | null;
  now?: () => number;
}

export type SessionKind = 'member' | 'guest';
export type SessionListener = (kind: SessionKind) => void;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function tokenOf(data: unknown): { accessToken: string; exp: number } | null {
  const d = data as { accessToken?: unknown; exp?: unknown } | null;
  return d && typeof d.accessToken === 'string' && typeof d.exp === 'number'
    ? { accessToken: d.accessToken, exp: d.exp }
    : null;
}

export function createMemberApi(deps: MemberApiDeps) {
  const { slug } = deps;
  const session: MemberSession = memberSession(slug, deps.storage);
  const now = deps.now ?? (() => Date.now());
  const locks = () =>
    deps.locks !== undefined
      ? deps.locks
      : typeof navigator !== 'undefined'
        ? (navigator.locks ?? null)
        : null;
  const listeners = new Set<SessionListener>();
  let refreshing: Promise<string | null> | null = null;
  let guesting: Promise<string> | null = null;

  const send = (method: string, path: string, init: Omit<CallOptions, 'auth'> & { token?: string }) =>
    exchange(new URL(path, globalThis.location?.origin ?? 'http://localhost').href, {
      method,
      body: init.body,
      token: init.token,
      key: init.key,
      ifNoneMatch: init.ifNoneMatch,
      signal: init.signal,
      headers: { [COMMUNITY_HEADER]: slug },
      language: deps.acceptLanguage?.() ?? acceptLanguage(session),
      fetch: deps.fetch,
    });

  const changed = (kind: SessionKind) => {
    for (const listener of listeners) listener(kind);
  };

  /** The member's session is over (the refresh cookie is gone, reused or revoked): back to a guest. */
  function ended() {
    session.clearMember();
    changed('guest');
  }

  async function renewHoldingLock(rejected: string | undefined): Promise<string | null> {
    const current = session.member();
    if (!current) return null;
    if (current.accessToken !== rejected && isFresh(current, now())) return current.accessToken;
    for (let attempt = 0; ; attempt++) {
      let res: Exchange;
      try {
        res = await send('POST', sessionPath(slug, 'refresh'), {});
      } catch (err) {
        // No answer: the session may well be alive; the caller reads its kept copies meanwhile.
        if (attempt < REFRESH_RETRIES) {
          await sleep(REFRESH_RETRY_MS);
          continue;
        }
        throw err;
      }
      const token = res.ok ? tokenOf(res.data) : null;
      if (token) {
        session.setMember(token);
        return token.accessToken;
      }
      if (res.status >= 500 && attempt < REFRESH_RETRIES) {
        await sleep(REFRESH_RETRY_MS);
        continue;
      }
      if (res.status >= 500 || res.status === 429) throw errorOf(res.status, res.data);
      ended();
      return null;
    }
  }

  /** A fresh member token, renewed once for the whole browser; null when there is no member session (any more). */
  function renew(rejected?: string): Promise<string | null> {
    if (refreshing) return refreshing;
    const lockManager = locks();
    const run = () => renewHoldingLock(rejected);
    refreshing = (lockManager ? lockManager.request(`${session.prefix}refresh`, run) : run()).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function newGuest(): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const res = await send('POST', '/app/v1/guests/session', {
        body: { communitySlug: slug, deviceId: session.deviceId(), platform: 'web' },
      });
      const data = res.data as { guestToken?: string; exp?: number } | undefined;
      if (res.ok && data?.guestToken && typeof data.exp === 'number') {
        session.setGuest({ accessToken: data.guestToken, exp: data.exp });
        return data.guestToken;
      }
      // This browser's guest has since signed up (it is that member now): a new guest for whoever is here.
      if (res.status === 409 && attempt === 0) {
        session.forgetDevice();
        continue;
      }
      throw errorOf(res.status, res.data);
    }
  }

  function guestToken(rejected?: string): Promise<string> {
    const stored = session.guest();
    if (stored && stored.accessToken !== rejected && isFresh(stored, now()))
      return Promise.resolve(stored.accessToken);
    guesting ??= newGuest().finally(() => {
      guesting = null;
    });
    return guesting;
  }

  /** The token to send now: the member's (renewed when due), else the guest's. */
  async function token(): Promise<{ token: string; kind: SessionKind }> {
    const member = session.member();
    if (member) {
      const { accessToken } = member;
      const fresh = isFresh(member, now()) ? accessToken : await renew(accessToken);
      if (fresh) return { token: fresh, kind: 'member' };
    }
    return { token: await guestToken(), kind: 'guest' };
  }

  /** One call. A refusal (4xx, 5xx) rejects with the server's sentence; a 304 resolves with no data. */
  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    let res: Exchange;
    if (options.auth === 'none') res = await send(method, path, options);
    else {
      let who = await token();
      res = await send(method, path, { ...options, token: who.token });
      if (res.status === 403 && (res.data as { code?: string } | undefined)?.code === 'WRONG_COMMUNITY') {
        // A token of another community under this one's keys is no session here.
        if (who.kind === 'member') ended();
        else session.clearGuest();
        who = await token();
        res = await send(method, path, { ...options, token: who.token });
      } else if (res.status === 401) {
        // Once: a member's token renewed (or, the session over, the guest's), a guest's made again.
        if (who.kind === 'member') {
          const renewed = await renew(who.token);
          who = renewed ? { token: renewed, kind: 'member' } : { token: await guestToken(), kind: 'guest' };
        } else who = { token: await guestToken(who.token), kind: 'guest' };
        res = await send(method, path, { ...options, token: who.token });
      }
    }
    if (res.ok || res.status === 304) return { status: res.status, data: res.data as T, etag: res.etag };
    throw errorOf(res.status, res.data);
  }

  return {
    slug,
    session,
    call,
    /** Who is reading now, without asking the server: a member (a stored member session) or a guest. */
    kind: (): SessionKind => (session.member() ? 'member' : 'guest'),
    /** Whose copies the app reads: the stored member's user id, else the guest's id; null before any session. */
    who: (): string | null => subjectOf((session.member() ?? session.guest())?.accessToken ?? ''),
    /** The member's session begins: the sign-in's or sign-up's answer (its refresh token is a cookie). */
    signedIn(answer: unknown) {
      const stored = tokenOf(answer);
      if (!stored) throw new ApiError(CONNECTION_FAILED, 502);
      session.setMember(stored);
      session.clearGuest();
      changed('member');
    },
    /** Forgets the member's session in this browser (the sign-out's local half). */
    signedOut() {
      session.clearMember();
      changed('guest');
    },
    onSessionChange(listener: SessionListener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
export type MemberApi = ReturnType<typeof createMemberApi>;
