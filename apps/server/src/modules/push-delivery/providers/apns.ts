// APNs over node:http2 with token auth signed by jose. `@parse/node-apn` is not installed, and it owns its
// connections and endpoint handling; we need our own pool (several sessions, streams up to what Apple grants,
// shared JWT reuse rules, the simulator's certificate), so the protocol is written here. It is small.
import { SignJWT, importPKCS8 } from 'jose';
import type { Clock } from '../../../lib/clock';
import { Http2ConnectionError, type Http2Pool, type Http2Response } from './http2-pool';
import { DEFAULT_RETRY_MS, parseJson, retry, retryAfterMs } from './outcomes';
import { samePayload, templateCache, type PayloadTemplate } from './payload';
import type { PushCredentials, PushMessage, PushOutcome } from './types';

export type ApnsCredentials = NonNullable<PushCredentials['apn']>;

/** Apple accepts a token for an hour; we renew well before. */
export const APNS_JWT_REUSE_MS = 50 * 60_000;
/** Apple answers TooManyProviderTokenUpdates when a key signs more often than this. */
export const APNS_JWT_MIN_INTERVAL_MS = 20 * 60_000;
/** Well-formed but never issued: Apple checks the JWT first, so BadDeviceToken here means the key is good. */
export const APNS_CHECK_TOKEN = '0'.repeat(64);
/** How long Apple keeps a push for an offline device when the message has no expiresAt. */
export const DEFAULT_TTL_MS = 24 * 3600_000;

const GONE = new Set(['BadDeviceToken', 'DeviceTokenNotForTopic']);
// The key, team or bundle id is wrong for every device of the community: retrying would never help.
const CREDENTIALS = new Set([
  'InvalidProviderToken',
  'MissingProviderToken',
  'ExpiredProviderToken',
  'BadCertificate',
  'BadCertificateEnvironment',
  'Forbidden',
  'TopicDisallowed',
  'BadTopic',
  'MissingTopic',
]);

class ApnsKeyError extends Error {}

/**
 * The provider JWT of one APNs key: reused for 50 minutes and never re-signed within 20 minutes of the last
 * signature (Apple's limit), also when several sends ask at once.
 */
export function createApnsTokens(creds: ApnsCredentials, clock: Clock) {
  let key: ReturnType<typeof importPKCS8> | null = null;
  let current: { jwt: string; issuedAt: number } | null = null;
  let signing: Promise<string> | null = null;
  let signatures = 0;

  function sign(): Promise<string> {
    signing ??= (async () => {
      try {
        key ??= importPKCS8(creds.keyPem, 'ES256');
        const now = clock.now().getTime();
        const jwt = await new SignJWT({ iss: creds.teamId, iat: Math.floor(now / 1000) })
          .setProtectedHeader({ alg: 'ES256', kid: creds.keyId })
          .sign(await key);
        signatures++;
        current = { jwt, issuedAt: now };
        return jwt;
      } catch {
        key = null;
        throw new ApnsKeyError('key-unreadable');
      } finally {
        signing = null;
      }
    })();
    return signing;
  }

  return {
    async get(): Promise<string> {
      if (current && clock.now().getTime() - current.issuedAt < APNS_JWT_REUSE_MS) return current.jwt;
      return sign();
    },
    /** After ExpiredProviderToken on `stale`: a newer token, or how long until Apple allows one. */
    async renew(stale: string): Promise<{ jwt: string } | { waitMs: number }> {
      if (signing) return { jwt: await signing };
      if (current && current.jwt !== stale) return { jwt: current.jwt };
      const age = current ? clock.now().getTime() - current.issuedAt : Infinity;
      if (age < APNS_JWT_MIN_INTERVAL_MS) return { waitMs: APNS_JWT_MIN_INTERVAL_MS - age };
      return { jwt: await sign() };
    },
    get signatures() {
      return signatures;
    },
  };
}

export type ApnsTokens = ReturnType<typeof createApnsTokens>;

const reasonOf = (res: Http2Response) => {
  const reason = parseJson(res.body)?.reason;
  return typeof reason === 'string' ? reason : `HTTP ${res.status}`;
};

/** One APNs answer as an outcome. ExpiredProviderToken is handled (renewal) before this is reached. */
export function apnsOutcome(res: Http2Response, now: Date): PushOutcome {
  if (res.status === 200) return { kind: 'delivered' };
  const reason = reasonOf(res);
  if (res.status === 410) {
    // Apple's timestamp (ms) is when the token stopped being valid: a newer registration of it must survive.
    const ts = Number(parseJson(res.body)?.timestamp);
    return {
      kind: 'token-gone',
      reason: `apns:${reason}`,
      at: Number.isFinite(ts) && ts > 0 ? new Date(ts) : now,
    };
  }
  if (res.status === 400 && GONE.has(reason)) return { kind: 'token-gone', reason: `apns:${reason}` };
  if (CREDENTIALS.has(reason)) return { kind: 'credentials', reason: `apns:${reason}` };
  if (res.status === 429 || res.status >= 500) return retry(`apns:${reason}`, retryAfterMs(res.headers, now));
  return { kind: 'failed', reason: `apns:${reason}` };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The APNs body: custom keys beside aps, as the apps read them; `aps` itself can never be overwritten by data. */
function apnsPayload(m: PushMessage, deliveryId: string) {
  const aps: Record<string, unknown> = { alert: { title: m.title, body: m.body }, sound: 'default' };
  if (m.emergency) aps['interruption-level'] = 'time-sensitive';
  return JSON.stringify({ ...m.data, deliveryId, aps });
}

export interface ApnsSenderDeps {
  pool: Http2Pool;
  credentials: ApnsCredentials;
  tokens: ApnsTokens;
  clock: Clock;
}

const expirationOf = (at: Date) => String(Math.max(0, Math.floor(at.getTime() / 1000)));
const DELIVERED: PushOutcome = Object.freeze({ kind: 'delivered' });

/** Sends to Apple, all messages at once: the pool queues them onto free streams. */
export function createApnsSender({ pool, credentials, tokens, clock }: ApnsSenderDeps) {
  const templates = templateCache();

  /**
   * The headers of one (JWT, notification, expiry): every field but :path and apns-id is the same for all its
   * devices, so one object serves them all (node reads it when the stream opens; only those two change).
   */
  function headersFor(jwt: string, m: PushMessage, expiration: string): Record<string, string> {
    return {
      ':method': 'POST',
      ':path': '',
      authorization: `bearer ${jwt}`,
      'apns-push-type': 'alert',
      'apns-topic': credentials.topic,
      // 10 (immediate) for every push: each one is a visible alert a person chose to send now; 5 would let iOS
      // hold it for hours on a phone in low-power mode. Emergency alerts stand out by interruption-level instead.
      'apns-priority': '10',
      'apns-expiration': expiration,
      'apns-collapse-id': m.collapseId,
      'content-type': 'application/json',
    };
  }

  function request(headers: Record<string, string>, m: PushMessage, payload: string) {
    const path = `/3/device/${encodeURIComponent(m.token)}`;
    // Apple rejects a non-UUID apns-id (BadMessageId); the delivery id also travels in the payload. Only the
    // credential check sends one that is not: it gets headers of its own without apns-id.
    if (UUID.test(m.deliveryId))
      return pool.request(headers, payload, { ':path': path, 'apns-id': m.deliveryId });
    const own: Record<string, string> = { ...headers, ':path': path };
    delete own['apns-id'];
    return pool.request(own, payload);
  }

  const connectionFailed = (err: unknown): PushOutcome => {
    if (err instanceof Http2ConnectionError) return retry(`apns:${err.message}`, DEFAULT_RETRY_MS);
    throw err;
  };

  /** Anything but a 200: ExpiredProviderToken renews the JWT once and sends again; the rest is an outcome. */
  async function answered(
    res: Http2Response,
    m: PushMessage,
    jwt: string,
    expiration: string,
    payload: string,
  ): Promise<PushOutcome> {
    if (res.status === 403 && reasonOf(res) === 'ExpiredProviderToken') {
      // Renewed once; a second ExpiredProviderToken on a fresh token means the key itself is refused.
      const renewed = await tokens.renew(jwt).catch(() => null);
      if (!renewed) return { kind: 'credentials', reason: 'apns:key-unreadable' };
      if ('waitMs' in renewed) return retry('apns:ExpiredProviderToken', renewed.waitMs);
      let again: Http2Response;
      try {
        again = await request(headersFor(renewed.jwt, m, expiration), m, payload);
      } catch (err) {
        return connectionFailed(err);
      }
      return apnsOutcome(again, clock.now());
    }
    return apnsOutcome(res, clock.now());
  }

  return {
    /**
     * The JWT and the clock are read once per batch, the headers and the payload template built once per
     * notification; per device only the stream itself and one promise for its answer.
     */
    async send(messages: PushMessage[]): Promise<PushOutcome[]> {
      if (!messages.length) return [];
      let jwt: string;
      try {
        jwt = await tokens.get();
      } catch {
        return messages.map(() => ({ kind: 'credentials', reason: 'apns:key-unreadable' }));
      }
      const defaultExpiration = expirationOf(new Date(clock.now().getTime() + DEFAULT_TTL_MS));
      let last: PushMessage | null = null;
      let template: PayloadTemplate | null = null;
      let headers: Record<string, string> = {};
      let expiration = defaultExpiration;
      return Promise.all(
        messages.map((m) => {
          // Messages of one notification share title, body, data and expiry (the delivery job sends a batch
          // of one notification): the same template and headers serve them.
          if (!samePayload(m, last)) {
            expiration = m.expiresAt ? expirationOf(m.expiresAt) : defaultExpiration;
            // One JSON per notification, not per device: only the delivery id differs (the token is in the path).
            template = templates([m.title, m.body, m.emergency, m.data], (_token, id) => apnsPayload(m, id));
            headers = headersFor(jwt, m, expiration);
          }
          last = m;
          const payload = template!('', m.deliveryId);
          const exp = expiration;
          return request(headers, m, payload).then(
            (res) => (res.status === 200 ? DELIVERED : answered(res, m, jwt, exp, payload)),
            connectionFailed,
          );
        }),
      );
    },
  };
}

/** Credential health: a push to a token that cannot exist. Answers 'ok' or Apple's reason code. */
export async function testApnsCredentials(deps: ApnsSenderDeps): Promise<'ok' | string> {
  const check: PushMessage = {
    deliveryId: 'credential-check',
    token: APNS_CHECK_TOKEN,
    platform: 'ios',
    title: 'Credential check',
    body: 'Credential check',
    data: {},
    emergency: false,
    collapseId: 'credential-check',
  };
  const [outcome] = await createApnsSender(deps).send([check]);
  if (outcome.kind === 'token-gone' || outcome.kind === 'delivered') return 'ok';
  return outcome.reason.replace(/^apns:/, '');
}
