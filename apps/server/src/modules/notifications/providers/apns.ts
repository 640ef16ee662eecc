// APNs over node:http2 with token auth signed by jose. `@parse/node-apn` is not installed, and it owns its
// connections and endpoint handling; we need our own pool (several sessions, streams up to what Apple grants,
// shared JWT reuse rules, the simulator's certificate), so the protocol is written here. It is small.
import { SignJWT, importPKCS8 } from 'jose';
import type { Clock } from '../../../lib/clock';
import { Http2ConnectionError, type Http2Pool, type Http2Response } from './http2-pool';
import { DEFAULT_RETRY_MS, parseJson, retry, retryAfterMs } from './outcomes';
import { templateCache } from './payload';
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

function request(
  pool: Http2Pool,
  creds: ApnsCredentials,
  jwt: string,
  m: PushMessage,
  expiration: string,
  payload: string,
) {
  const headers: Record<string, string> = {
    ':method': 'POST',
    ':path': `/3/device/${encodeURIComponent(m.token)}`,
    authorization: `bearer ${jwt}`,
    'apns-push-type': 'alert',
    'apns-topic': creds.topic,
    // 10 (immediate) for every push: each one is a visible alert a person chose to send now; 5 would let iOS
    // hold it for hours on a phone in low-power mode. Emergency alerts stand out by interruption-level instead.
    'apns-priority': '10',
    'apns-expiration': expiration,
    'apns-collapse-id': m.collapseId,
    'content-type': 'application/json',
  };
  // Apple rejects a non-UUID apns-id (BadMessageId); the delivery id also travels in the payload.
  if (UUID.test(m.deliveryId)) headers['apns-id'] = m.deliveryId;
  return pool.request(headers, payload);
}

export interface ApnsSenderDeps {
  pool: Http2Pool;
  credentials: ApnsCredentials;
  tokens: ApnsTokens;
  clock: Clock;
}

const expirationOf = (at: Date) => String(Math.max(0, Math.floor(at.getTime() / 1000)));

/** Sends to Apple, all messages at once: the pool queues them onto free streams. */
export function createApnsSender({ pool, credentials, tokens, clock }: ApnsSenderDeps) {
  const templates = templateCache();

  async function post(m: PushMessage, jwt: string, expiration: string, payload: string) {
    try {
      return await request(pool, credentials, jwt, m, expiration, payload);
    } catch (err) {
      if (err instanceof Http2ConnectionError) return retry(`apns:${err.message}`, DEFAULT_RETRY_MS);
      throw err;
    }
  }

  async function sendOne(m: PushMessage, jwt: string, defaultExpiration: string): Promise<PushOutcome> {
    const expiration = m.expiresAt ? expirationOf(m.expiresAt) : defaultExpiration;
    // One JSON per notification, not per device: only the delivery id differs (the token is in the path).
    const payload = templates([m.title, m.body, m.emergency, m.data], (_token, id) => apnsPayload(m, id))(
      '',
      m.deliveryId,
    );
    let res = await post(m, jwt, expiration, payload);
    if ('kind' in res) return res;
    if (res.status === 403 && reasonOf(res) === 'ExpiredProviderToken') {
      // Renewed once; a second ExpiredProviderToken on a fresh token means the key itself is refused.
      const renewed = await tokens.renew(jwt).catch(() => null);
      if (!renewed) return { kind: 'credentials', reason: 'apns:key-unreadable' };
      if ('waitMs' in renewed) return retry('apns:ExpiredProviderToken', renewed.waitMs);
      res = await post(m, renewed.jwt, expiration, payload);
      if ('kind' in res) return res;
    }
    return apnsOutcome(res, clock.now());
  }

  return {
    /** The JWT and the clock are read once per batch, not per message. */
    async send(messages: PushMessage[]): Promise<PushOutcome[]> {
      if (!messages.length) return [];
      let jwt: string;
      try {
        jwt = await tokens.get();
      } catch {
        return messages.map(() => ({ kind: 'credentials', reason: 'apns:key-unreadable' }));
      }
      const expiration = expirationOf(new Date(clock.now().getTime() + DEFAULT_TTL_MS));
      return Promise.all(messages.map((m) => sendOne(m, jwt, expiration)));
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
