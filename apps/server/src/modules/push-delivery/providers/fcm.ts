// FCM HTTP v1 over node:http2. The OAuth2 access token comes from the JWT-bearer grant signed with the service
// account's key (RS256, jose) — the same exchange google-auth-library does, but posted through our own HTTP/2
// pool so the token endpoint is configurable and the simulator's certificate can be trusted without turning
// verification off. There is no batch endpoint any more: one stream per message, many in flight.
import { SignJWT, importPKCS8 } from 'jose';
import type { Clock } from '../../../lib/clock';
import { Http2ConnectionError, type Http2Pool, type Http2Response } from './http2-pool';
import { DEFAULT_RETRY_MS, parseJson, retry, retryAfterMs } from './outcomes';
import { DEFAULT_TTL_MS } from './apns';
import { samePayload, templateCache, type PayloadTemplate } from './payload';
import type { PushMessage, PushOutcome } from './types';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
/** A cached access token is renewed this long before Google's expiry. */
export const FCM_TOKEN_MARGIN_MS = 5 * 60_000;

export interface ServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  privateKeyId?: string;
  tokenUri?: string;
}

/** Thrown when the account cannot get a token: stop the community's send (credentials outcome). */
export class FcmCredentialsError extends Error {}
/** The token endpoint failed in a way worth retrying (5xx, 429, network). */
export class FcmRetryError extends Error {
  constructor(
    message: string,
    readonly afterMs: number,
  ) {
    super(message);
  }
}

export function parseServiceAccount(json: string): ServiceAccount {
  const sa = parseJson(json);
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  const projectId = str(sa?.project_id);
  const clientEmail = str(sa?.client_email);
  const privateKey = str(sa?.private_key);
  if (!sa || !projectId || !clientEmail || !privateKey)
    throw new FcmCredentialsError('service-account-invalid');
  return {
    projectId,
    clientEmail,
    privateKey,
    privateKeyId: str(sa.private_key_id),
    tokenUri: str(sa.token_uri),
  };
}

export interface FcmTokenDeps {
  account: ServiceAccount;
  /** The pool to the token endpoint's origin, and the endpoint's path on it. */
  tokenPool: Http2Pool;
  tokenUrl: URL;
  clock: Clock;
}

/** The access token of one service account: cached until 5 minutes before expiry, one request at a time. */
export function createFcmTokens({ account, tokenPool, tokenUrl, clock }: FcmTokenDeps) {
  let current: { token: string; expiresAt: number } | null = null;
  let fetching: Promise<string> | null = null;
  let issued = 0;

  async function fetchToken(): Promise<string> {
    let key;
    try {
      key = await importPKCS8(account.privateKey, 'RS256');
    } catch {
      throw new FcmCredentialsError('key-unreadable');
    }
    const now = clock.now().getTime();
    const iat = Math.floor(now / 1000);
    const header: { alg: string; kid?: string } = { alg: 'RS256' };
    if (account.privateKeyId) header.kid = account.privateKeyId;
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader(header)
      .setIssuer(account.clientEmail)
      .setAudience(tokenUrl.href)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(key);
    const form = new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion,
    });
    let res: Http2Response;
    try {
      res = await tokenPool.request(
        {
          ':method': 'POST',
          ':path': tokenUrl.pathname + tokenUrl.search,
          'content-type': 'application/x-www-form-urlencoded',
        },
        form.toString(),
      );
    } catch {
      // One word for every way of not getting an answer: refused, reset, TLS or timeout would tell a reader of the
      // stored reason which ports are open where the endpoint points.
      throw new FcmRetryError('token endpoint: unreachable', DEFAULT_RETRY_MS);
    }
    const body = parseJson(res.body);
    if (res.status === 200 && typeof body?.access_token === 'string') {
      const expiresIn = Number(body.expires_in) > 0 ? Number(body.expires_in) : 3600;
      current = { token: body.access_token, expiresAt: now + expiresIn * 1000 };
      issued++;
      return current.token;
    }
    if (res.status === 429 || res.status >= 500)
      throw new FcmRetryError(`token endpoint: HTTP ${res.status}`, retryAfterMs(res.headers, clock.now()));
    // invalid_grant (bad signature, unknown account), invalid_client, unauthorized_client…
    throw new FcmCredentialsError(typeof body?.error === 'string' ? body.error : `token-http-${res.status}`);
  }

  const fresh = () => current && clock.now().getTime() < current.expiresAt - FCM_TOKEN_MARGIN_MS;

  function renewNow(): Promise<string> {
    fetching ??= fetchToken().finally(() => {
      fetching = null;
    });
    return fetching;
  }

  return {
    async get(): Promise<string> {
      if (fresh()) return current!.token;
      return renewNow();
    },
    /** After a 401 on `stale`: one new token for everyone who saw it refused. */
    async renew(stale: string): Promise<string> {
      if (fetching) return fetching;
      if (current && current.token !== stale) return current.token;
      return renewNow();
    },
    /** Access tokens fetched, for tests. */
    get issued() {
      return issued;
    },
  };
}

export type FcmTokens = ReturnType<typeof createFcmTokens>;

interface FcmError {
  status: number;
  code: string;
  message: string;
  tokenField: boolean;
}

function fcmError(res: Http2Response): FcmError {
  const error = parseJson(res.body)?.error as Record<string, unknown> | undefined;
  const details = Array.isArray(error?.details) ? (error.details as Record<string, unknown>[]) : [];
  // The specific FcmError code (UNREGISTERED, SENDER_ID_MISMATCH…) is in details; the status is generic.
  const fcmCode = details.find((d) => typeof d?.errorCode === 'string')?.errorCode as string | undefined;
  const violations = details.flatMap((d) => (Array.isArray(d?.fieldViolations) ? d.fieldViolations : []));
  const message = typeof error?.message === 'string' ? error.message : '';
  return {
    status: res.status,
    code: fcmCode ?? (typeof error?.status === 'string' ? error.status : `HTTP ${res.status}`),
    message,
    tokenField:
      violations.some((v: { field?: unknown }) => v?.field === 'message.token') ||
      /registration token/i.test(message),
  };
}

export function fcmOutcome(res: Http2Response, now: Date): PushOutcome {
  if (res.status === 200) return { kind: 'delivered' };
  const e = fcmError(res);
  if (e.code === 'UNREGISTERED') return { kind: 'token-gone', reason: 'fcm:UNREGISTERED' };
  if (e.code === 'INVALID_ARGUMENT' && e.tokenField)
    return { kind: 'token-gone', reason: 'fcm:INVALID_ARGUMENT' };
  if (
    e.status === 401 ||
    e.status === 403 ||
    e.code === 'SENDER_ID_MISMATCH' ||
    e.code === 'THIRD_PARTY_AUTH_ERROR'
  )
    return { kind: 'credentials', reason: `fcm:${e.code}` };
  if (e.status === 429 || e.status >= 500) return retry(`fcm:${e.code}`, retryAfterMs(res.headers, now));
  return { kind: 'failed', reason: `fcm:${e.code}` };
}

function messageBody(m: PushMessage, ttlSeconds: number, token: string, deliveryId: string) {
  return JSON.stringify({
    message: {
      token,
      notification: { title: m.title, body: m.body },
      data: { ...m.data, deliveryId },
      android: {
        // HIGH wakes a dozing phone; Google demotes apps that use it for ordinary messages.
        priority: m.emergency ? 'HIGH' : 'NORMAL',
        collapse_key: m.collapseId,
        ttl: `${ttlSeconds}s`,
      },
    },
  });
}

export interface FcmSenderDeps {
  pool: Http2Pool;
  projectId: string;
  tokens: FcmTokens;
  clock: Clock;
}

const DELIVERED: PushOutcome = Object.freeze({ kind: 'delivered' });

export function createFcmSender({ pool, projectId, tokens, clock }: FcmSenderDeps) {
  const path = `/v1/projects/${encodeURIComponent(projectId)}/messages:send`;

  // Every request with the same access token carries the same headers: one object serves them all.
  let headers: Record<string, string> = {};
  let headersToken = '';
  function headersFor(token: string) {
    if (headersToken !== token) {
      headersToken = token;
      headers = {
        ':method': 'POST',
        ':path': path,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      };
    }
    return headers;
  }

  const connectionFailed = (err: unknown): PushOutcome => {
    // Like the token endpoint's: no connection details in a reason people read.
    if (err instanceof Http2ConnectionError) return retry('fcm:unreachable', DEFAULT_RETRY_MS);
    throw err;
  };

  async function post(body: string, token: string): Promise<Http2Response | PushOutcome> {
    try {
      return await pool.request(headersFor(token), body);
    } catch (err) {
      return connectionFailed(err);
    }
  }

  async function token(renewFrom?: string): Promise<string | PushOutcome> {
    try {
      return renewFrom === undefined ? await tokens.get() : await tokens.renew(renewFrom);
    } catch (err) {
      if (err instanceof FcmRetryError) return retry(`fcm:${err.message}`, err.afterMs);
      return { kind: 'credentials', reason: `fcm:${(err as Error).message}` };
    }
  }

  /** Google's answer to a POST with `used`: a 401 (or PERMISSION_DENIED) renews the token once and posts again. */
  async function answered(res: Http2Response, body: string, used: string): Promise<PushOutcome> {
    if (res.status === 401 || (res.status === 403 && fcmError(res).code === 'PERMISSION_DENIED')) {
      const second = await token(used);
      if (typeof second !== 'string') return second;
      const again = await post(body, second);
      if ('kind' in again) return again;
      return fcmOutcome(again, clock.now());
    }
    return fcmOutcome(res, clock.now());
  }

  /** One POST, with one token renewal when Google says the token is not (or no longer) good. */
  async function deliver(body: string): Promise<PushOutcome> {
    const first = await token();
    if (typeof first !== 'string') return first;
    const res = await post(body, first);
    if ('kind' in res) return res;
    return answered(res, body, first);
  }

  // A batch's messages: one stream and one promise each, answered without another await when Google says 200.
  const sendOne = (body: string, known: string) =>
    pool
      .request(headersFor(known), body)
      .then((res) => (res.status === 200 ? DELIVERED : answered(res, body, known)), connectionFailed);

  const templates = templateCache();
  return {
    /** The access token and the clock are read once per batch, not per message. */
    async send(messages: PushMessage[]): Promise<PushOutcome[]> {
      if (!messages.length) return [];
      const first = await token();
      if (typeof first !== 'string') return messages.map(() => first);
      const now = clock.now().getTime();
      let last: PushMessage | null = null;
      let template: PayloadTemplate | null = null;
      return Promise.all(
        messages.map((m) => {
          // A batch is one notification: its messages share one template (only token and delivery id differ).
          if (!samePayload(m, last)) {
            const ttl = Math.max(
              0,
              Math.floor(((m.expiresAt?.getTime() ?? now + DEFAULT_TTL_MS) - now) / 1000),
            );
            template = templates([m.title, m.body, m.emergency, m.collapseId, ttl, m.data], (token, id) =>
              messageBody(m, ttl, token, id),
            );
          }
          last = m;
          return sendOne(template!(m.token, m.deliveryId), first);
        }),
      );
    },
    /** validate_only to a topic: Google checks the account and project without reaching any device. */
    async test(): Promise<'ok' | string> {
      const outcome = await deliver(
        JSON.stringify({
          validate_only: true,
          message: { topic: 'gathering-credential-check', notification: { title: 'Check', body: 'Check' } },
        }),
      );
      return outcome.kind === 'delivered' ? 'ok' : outcome.reason.replace(/^fcm:/, '');
    },
  };
}
