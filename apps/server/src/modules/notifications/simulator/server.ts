// A local stand-in for Apple's and Google's push services: one HTTP/2 TLS server speaking the APNs request and
// response shapes (/3/device/{token}), FCM HTTP v1 (/v1/projects/{p}/messages:send) and Google's OAuth token
// endpoint (/token). Tests, the crash test, `bench:push` and DEMO communities send to it. Per-request work is a
// few map look-ups (JWTs are verified once, then remembered) so it keeps up with 10,000+ requests a second.
import http2, {
  type Http2Session,
  type ServerHttp2Stream,
  type IncomingHttpHeaders,
  type ServerHttp2Session,
} from 'node:http2';
import { createPublicKey, randomBytes, randomUUID, verify, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { systemClock, type Clock } from '../../../lib/clock';
import { APNS_CHECK_TOKEN } from '../providers/apns';
import type { PushCredentials } from '../providers/types';
import { createReceipts } from './receipts';

/**
 * Errors a token can be scripted to get. Each has an APNs and an FCM form:
 * - unregistered: APNs 410 Unregistered (+ timestamp) / FCM 404 UNREGISTERED
 * - bad-device-token: APNs 400 BadDeviceToken / FCM 400 INVALID_ARGUMENT on message.token
 * - device-token-not-for-topic: APNs 400 DeviceTokenNotForTopic / FCM 403 SENDER_ID_MISMATCH
 * - expired-provider-token: APNs 403 ExpiredProviderToken / FCM 401 UNAUTHENTICATED (once unless `times`)
 * - bad-credentials: APNs 403 InvalidProviderToken / FCM 403 PERMISSION_DENIED
 * - too-many-requests: 429 TooManyRequests / QUOTA_EXCEEDED, with Retry-After (default 1 s)
 * - internal-error: 500 InternalServerError / INTERNAL; unavailable: 503 ServiceUnavailable / UNAVAILABLE
 * - invalid-argument: APNs 413 PayloadTooLarge / FCM 400 INVALID_ARGUMENT on another field (a permanent failure)
 * - reset: the stream is reset (RST_STREAM); goaway: the whole session is sent away (GOAWAY)
 */
export type SimulatedError =
  | 'unregistered'
  | 'bad-device-token'
  | 'device-token-not-for-topic'
  | 'expired-provider-token'
  | 'bad-credentials'
  | 'too-many-requests'
  | 'internal-error'
  | 'unavailable'
  | 'invalid-argument'
  | 'reset'
  | 'goaway';

export interface ScriptedError {
  error: SimulatedError;
  /** How many requests get it, then the token works. Default: every one (expired-provider-token: once). */
  times?: number;
  retryAfterSeconds?: number;
  /** APNs 410's timestamp; default now. */
  timestamp?: Date;
}

export interface PushSimulatorOptions {
  latencyMs?: number;
  /** Share of requests answered 503 at random (0..1). */
  failureRate?: number;
  errors?: Record<string, SimulatedError | ScriptedError>;
  port?: number;
  host?: string;
  /** Tests share their fixed clock, so JWT and OAuth expiry follow it. */
  clock?: Clock;
  /** What the server grants per session (Apple grants 1,000). */
  maxConcurrentStreams?: number;
  /** OAuth access token lifetime, seconds (Google: 3,599). */
  tokenLifetimeSeconds?: number;
  random?: () => number;
}

interface ApnsKey {
  teamId: string;
  publicKey: KeyObject;
  topic?: string;
}

const JWT_LIFETIME_MS = 3600_000;
const MIN_RESIGN_MS = 20 * 60_000;
const FCM_PATH = /^\/v1\/projects\/([^/]+)\/messages:send$/;

const b64json = (part: string): Record<string, unknown> | null => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/** Splits and checks a JWS; `null` when the signature does not verify against `key`. */
function verifyJws(
  jwt: string,
  alg: 'ES256' | 'RS256',
  keyFor: (header: Record<string, unknown>, payload: Record<string, unknown>) => KeyObject | undefined,
) {
  const parts = jwt.split('.');
  if (parts.length !== 3) return null;
  const header = b64json(parts[0]);
  const payload = b64json(parts[1]);
  if (!header || !payload || header.alg !== alg) return null;
  const key = keyFor(header, payload);
  if (!key) return null;
  const ok = verify(
    'sha256',
    Buffer.from(`${parts[0]}.${parts[1]}`),
    alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' } : key,
    Buffer.from(parts[2], 'base64url'),
  );
  return ok ? { header, payload } : null;
}

export async function startPushSimulator(options: PushSimulatorOptions = {}) {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const tokenLifetime = options.tokenLifetimeSeconds ?? 3599;
  let latencyMs = options.latencyMs ?? 0;
  let failureRate = options.failureRate ?? 0;
  const host = options.host ?? '127.0.0.1';

  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });

  const apnsKeys = new Map<string, ApnsKey>();
  const accounts = new Map<string, { projectId: string; publicKey: KeyObject }>();
  const verifiedJwts = new Map<string, { iat: number; topic?: string; keyId: string }>();
  const accessTokens = new Map<string, { projectId: string; expiresAt: number }>();
  const scripts = new Map<string, ScriptedError & { left: number }>();
  // Tokens whose last request is kept whole, for tests of headers and payloads (empty: no per-request cost).
  const watched = new Map<string, { headers: IncomingHttpHeaders; body: string } | null>();
  const receipts = createReceipts();
  let messageSeq = 0;
  const stats = {
    requests: 0,
    apnsRequests: 0,
    fcmRequests: 0,
    tokenRequests: 0,
    /** Distinct provider JWTs that verified: how often senders signed. */
    jwtSignaturesSeen: 0,
    oauthTokensIssued: 0,
    inFlight: 0,
    maxInFlight: 0,
  };

  function script(token: string, e: SimulatedError | ScriptedError) {
    const s = typeof e === 'string' ? { error: e } : e;
    const left = s.times ?? (s.error === 'expired-provider-token' ? 1 : Infinity);
    scripts.set(token, { ...s, left });
  }
  for (const [token, e] of Object.entries(options.errors ?? {})) script(token, e);

  function takeScript(token: string): ScriptedError | undefined {
    const s = scripts.get(token);
    if (!s) return undefined;
    if (--s.left <= 0) scripts.delete(token);
    return s;
  }

  // One answer waiting for its latency: plain data, no closure per request.
  interface Answer {
    at: number;
    stream: ServerHttp2Stream;
    headers: Record<string, string | number>;
    text: string | undefined;
  }

  function send(stream: ServerHttp2Stream, headers: Answer['headers'], text: string | undefined) {
    stats.inFlight--;
    if (stream.destroyed || stream.closed) return;
    stream.respond(headers, { endStream: text === undefined });
    if (text !== undefined) stream.end(text);
  }

  function respond(
    stream: ServerHttp2Stream,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const all: Answer['headers'] = text
      ? { ':status': status, 'content-type': 'application/json', ...headers }
      : { ':status': status, ...headers };
    if (latencyMs > 0) later(stream, all, text);
    else send(stream, all, text);
  }

  // Answers wait `latencyMs` in one queue under one timer, not a timer each: at 10,000 requests a second the
  // timers were a good part of the simulator's CPU. Latency is the same for all, so the queue stays in order.
  const due: Answer[] = [];
  let dueHead = 0;
  let timer: NodeJS.Timeout | null = null;
  function later(stream: ServerHttp2Stream, headers: Answer['headers'], text: string | undefined) {
    due.push({ at: performance.now() + latencyMs, stream, headers, text });
    if (!timer) timer = setTimeout(flush, latencyMs);
  }
  function flush() {
    timer = null;
    const now = performance.now();
    // A timer may fire a little early: within a millisecond counts as due.
    while (dueHead < due.length && due[dueHead].at <= now + 1) {
      const a = due[dueHead];
      due[dueHead++] = undefined as unknown as Answer;
      try {
        send(a.stream, a.headers, a.text);
      } catch {
        // The stream or its session went away meanwhile: nobody is waiting for this answer.
      }
    }
    if (dueHead === due.length) {
      due.length = 0;
      dueHead = 0;
    } else {
      if (dueHead > 4096) {
        due.splice(0, dueHead);
        dueHead = 0;
      }
      timer = setTimeout(flush, Math.max(0, due[dueHead].at - now));
    }
  }

  const retryAfter = (s: ScriptedError, fallback?: number): Record<string, string> => {
    const seconds = s.retryAfterSeconds ?? fallback;
    return seconds === undefined ? {} : { 'retry-after': String(seconds) };
  };

  function disrupt(stream: ServerHttp2Stream, error: 'reset' | 'goaway') {
    stats.inFlight--;
    if (error === 'reset') stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR);
    else {
      // lastStreamID below this stream: the client learns this request was not processed.
      stream.session?.goaway(http2.constants.NGHTTP2_NO_ERROR, Math.max(0, (stream.id ?? 2) - 2));
      stream.close(http2.constants.NGHTTP2_REFUSED_STREAM);
      setTimeout(() => stream.session?.destroy(), 50).unref();
    }
  }

  // ---- APNs ----

  // Apple limits token updates per connection: a new JWT on a session that used another of the same key less
  // than 20 minutes earlier is refused. A restarted server on a new connection may sign at once.
  const sessionTokens = new WeakMap<Http2Session, Map<string, { jwt: string; iat: number }>>();

  function apnsAuth(
    session: Http2Session | undefined,
    headers: IncomingHttpHeaders,
    topic: string | undefined,
  ): [number, string] | null {
    const auth = headers.authorization;
    if (typeof auth !== 'string' || !/^bearer /i.test(auth)) return [403, 'MissingProviderToken'];
    const jwt = auth.slice(7);
    let seen = verifiedJwts.get(jwt);
    let key: ApnsKey | undefined;
    if (!seen) {
      const checked = verifyJws(jwt, 'ES256', (h, p) => {
        key = typeof h.kid === 'string' ? apnsKeys.get(h.kid) : undefined;
        return key && p.iss === key.teamId ? key.publicKey : undefined;
      });
      const iat = Number(checked?.payload.iat);
      if (!checked || !key || !Number.isFinite(iat)) return [403, 'InvalidProviderToken'];
      if (verifiedJwts.size > 10_000) verifiedJwts.clear();
      seen = { iat, topic: key.topic, keyId: String(checked.header.kid) };
      verifiedJwts.set(jwt, seen);
      stats.jwtSignaturesSeen++;
    }
    if (session) {
      let used = sessionTokens.get(session);
      if (!used) sessionTokens.set(session, (used = new Map()));
      const previous = used.get(seen.keyId);
      if (previous && previous.jwt !== jwt) {
        if (seen.iat > previous.iat && (seen.iat - previous.iat) * 1000 < MIN_RESIGN_MS)
          return [429, 'TooManyProviderTokenUpdates'];
        if (seen.iat > previous.iat) used.set(seen.keyId, { jwt, iat: seen.iat });
      } else if (!previous) used.set(seen.keyId, { jwt, iat: seen.iat });
    }
    if (seen.topic && topic !== seen.topic) return [400, 'TopicDisallowed'];
    if (clock.now().getTime() - seen.iat * 1000 > JWT_LIFETIME_MS) return [403, 'ExpiredProviderToken'];
    return null;
  }

  function apns(
    stream: ServerHttp2Stream,
    headers: IncomingHttpHeaders,
    path: string,
    size: number,
    body: () => string,
  ) {
    stats.apnsRequests++;
    if (headers[':method'] !== 'POST') return respond(stream, 405, { reason: 'MethodNotAllowed' });
    const token = decodeURIComponent(path.slice('/3/device/'.length));
    if (watched.size > 0 && watched.has(token)) watched.set(token, { headers, body: body() });
    const topic = headers['apns-topic'] as string | undefined;
    if (!topic) return respond(stream, 400, { reason: 'MissingTopic' });
    const denied = apnsAuth(stream.session, headers, topic);
    if (denied) return respond(stream, denied[0], { reason: denied[1] });
    if (size > 4096) return respond(stream, 413, { reason: 'PayloadTooLarge' });
    if (token === APNS_CHECK_TOKEN || !token) return respond(stream, 400, { reason: 'BadDeviceToken' });
    const s = takeScript(token);
    if (s) {
      switch (s.error) {
        case 'unregistered':
          return respond(stream, 410, {
            reason: 'Unregistered',
            timestamp: (s.timestamp ?? clock.now()).getTime(),
          });
        case 'bad-device-token':
          return respond(stream, 400, { reason: 'BadDeviceToken' });
        case 'device-token-not-for-topic':
          return respond(stream, 400, { reason: 'DeviceTokenNotForTopic' });
        case 'expired-provider-token':
          return respond(stream, 403, { reason: 'ExpiredProviderToken' });
        case 'bad-credentials':
          return respond(stream, 403, { reason: 'InvalidProviderToken' });
        case 'too-many-requests':
          return respond(stream, 429, { reason: 'TooManyRequests' }, retryAfter(s, 1));
        case 'internal-error':
          return respond(stream, 500, { reason: 'InternalServerError' }, retryAfter(s));
        case 'unavailable':
          return respond(stream, 503, { reason: 'ServiceUnavailable' }, retryAfter(s));
        case 'invalid-argument':
          return respond(stream, 413, { reason: 'PayloadTooLarge' });
        default:
          return disrupt(stream, s.error);
      }
    }
    if (failureRate > 0 && random() < failureRate)
      return respond(stream, 503, { reason: 'ServiceUnavailable' });
    const collapseId = (headers['apns-collapse-id'] as string | undefined) ?? randomUUID();
    receipts.add(token, collapseId);
    respond(stream, 200, undefined, {
      'apns-id': (headers['apns-id'] as string | undefined) ?? randomUUID(),
    });
  }

  // ---- FCM ----

  const fcmError = (status: number, code: string, message: string, extra: object[] = []) => ({
    error: {
      code: status,
      message,
      status:
        code === 'UNREGISTERED' ? 'NOT_FOUND' : code === 'SENDER_ID_MISMATCH' ? 'PERMISSION_DENIED' : code,
      details: [
        { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: code },
        ...extra,
      ],
    },
  });
  const badField = (field: string) => ({
    '@type': 'type.googleapis.com/google.rpc.BadRequest',
    fieldViolations: [{ field, description: `Invalid value at '${field}'` }],
  });

  function fcm(stream: ServerHttp2Stream, headers: IncomingHttpHeaders, project: string, body: string) {
    stats.fcmRequests++;
    const auth = headers.authorization;
    const granted =
      typeof auth === 'string' && /^bearer /i.test(auth) ? accessTokens.get(auth.slice(7)) : undefined;
    if (!granted || granted.expiresAt <= clock.now().getTime())
      return respond(
        stream,
        401,
        fcmError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'),
      );
    if (granted.projectId !== decodeURIComponent(project))
      return respond(stream, 403, fcmError(403, 'PERMISSION_DENIED', 'Permission denied on the project.'));
    let message: Record<string, unknown> | undefined;
    let validateOnly = false;
    try {
      const parsed = JSON.parse(body) as { message?: Record<string, unknown>; validate_only?: boolean };
      message = parsed.message;
      validateOnly = parsed.validate_only === true;
    } catch {
      /* answered below */
    }
    if (!message || typeof message !== 'object')
      return respond(
        stream,
        400,
        fcmError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.', [badField('message')]),
      );
    // Google's message names are opaque; a counter is as good and costs nothing per request.
    const name = () => ({ name: `projects/${project}/messages/0:${++messageSeq}` });
    if (validateOnly && typeof message.topic === 'string') return respond(stream, 200, name());
    const token = message.token;
    if (watched.size > 0 && typeof token === 'string' && watched.has(token))
      watched.set(token, { headers, body });
    if (typeof token !== 'string' || !token)
      return respond(
        stream,
        400,
        fcmError(400, 'INVALID_ARGUMENT', 'The registration token is not a valid FCM registration token', [
          badField('message.token'),
        ]),
      );
    if (validateOnly) return respond(stream, 200, name());
    const s = takeScript(token);
    if (s) {
      switch (s.error) {
        case 'unregistered':
          return respond(stream, 404, fcmError(404, 'UNREGISTERED', 'Requested entity was not found.'));
        case 'bad-device-token':
          return respond(
            stream,
            400,
            fcmError(
              400,
              'INVALID_ARGUMENT',
              'The registration token is not a valid FCM registration token',
              [badField('message.token')],
            ),
          );
        case 'device-token-not-for-topic':
          return respond(stream, 403, fcmError(403, 'SENDER_ID_MISMATCH', 'SenderId mismatch'));
        case 'expired-provider-token':
          return respond(
            stream,
            401,
            fcmError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'),
          );
        case 'bad-credentials':
          return respond(stream, 403, fcmError(403, 'PERMISSION_DENIED', 'Permission denied.'));
        case 'too-many-requests':
          return respond(stream, 429, fcmError(429, 'QUOTA_EXCEEDED', 'Quota exceeded.'), retryAfter(s, 1));
        case 'internal-error':
          return respond(stream, 500, fcmError(500, 'INTERNAL', 'Internal error.'), retryAfter(s));
        case 'unavailable':
          return respond(
            stream,
            503,
            fcmError(503, 'UNAVAILABLE', 'The service is unavailable.'),
            retryAfter(s),
          );
        case 'invalid-argument':
          return respond(
            stream,
            400,
            fcmError(400, 'INVALID_ARGUMENT', 'Invalid value at message.android.ttl', [
              badField('message.android.ttl'),
            ]),
          );
        default:
          return disrupt(stream, s.error);
      }
    }
    if (failureRate > 0 && random() < failureRate)
      return respond(stream, 503, fcmError(503, 'UNAVAILABLE', 'The service is unavailable.'));
    const android = message.android as { collapse_key?: unknown } | undefined;
    receipts.add(token, typeof android?.collapse_key === 'string' ? android.collapse_key : randomUUID());
    respond(stream, 200, name());
  }

  // ---- OAuth token endpoint (JWT-bearer grant) ----

  function oauth(stream: ServerHttp2Stream, body: string) {
    stats.tokenRequests++;
    // Scripting the pseudo-token '/token' makes the endpoint itself fail (429 or 5xx) for `times` requests.
    const down = takeScript('/token');
    if (down)
      return down.error === 'too-many-requests'
        ? respond(stream, 429, { error: 'rate_limit_exceeded' }, retryAfter(down, 1))
        : respond(stream, 503, { error: 'temporarily_unavailable' }, retryAfter(down));
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
      return respond(stream, 400, { error: 'unsupported_grant_type' });
    let account: { projectId: string } | undefined;
    const checked = verifyJws(form.get('assertion') ?? '', 'RS256', (_h, p) => {
      const found = typeof p.iss === 'string' ? accounts.get(p.iss) : undefined;
      account = found;
      return found?.publicKey;
    });
    const now = clock.now().getTime();
    if (!checked || !account)
      return respond(stream, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
    if (checked.payload.aud !== `${url}/token` || Number(checked.payload.exp) * 1000 < now)
      return respond(stream, 400, {
        error: 'invalid_grant',
        error_description: 'Invalid JWT: Token must be a short-lived token and in a reasonable timeframe.',
      });
    const accessToken = `sim.${randomBytes(24).toString('base64url')}`;
    accessTokens.set(accessToken, { projectId: account.projectId, expiresAt: now + tokenLifetime * 1000 });
    stats.oauthTokensIssued++;
    respond(stream, 200, { access_token: accessToken, expires_in: tokenLifetime, token_type: 'Bearer' });
  }

  const server = http2.createSecureServer({
    key: pems.private,
    cert: pems.cert,
    settings: { maxConcurrentStreams: options.maxConcurrentStreams ?? 1000, initialWindowSize: 1 << 20 },
  });
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
    session.on('error', () => undefined);
  });
  server.on('stream', (stream, headers) => {
    stats.requests++;
    stats.inFlight++;
    if (stats.inFlight > stats.maxInFlight) stats.maxInFlight = stats.inFlight;
    stream.on('error', () => undefined);
    // Raw chunks, decoded only where a body is read (FCM, OAuth, watched tokens): an APNs body needs its size.
    let chunks: Buffer[] | null = null;
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      if (size < 64 * 1024) (chunks ??= []).push(chunk);
      size += chunk.length;
    });
    stream.on('end', () => {
      const body = () =>
        chunks === null ? '' : (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)).toString('utf8');
      const path = (headers[':path'] as string | undefined) ?? '';
      if (path.startsWith('/3/device/')) return apns(stream, headers, path, size, body);
      const fcmMatch = FCM_PATH.exec(path);
      if (fcmMatch) return fcm(stream, headers, fcmMatch[1], body());
      if (path === '/token' && headers[':method'] === 'POST') return oauth(stream, body());
      respond(stream, 404, { error: 'not found' });
    });
  });
  server.on('tlsClientError', () => undefined);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  // Never the reason a process (a test, the demo server) stays alive.
  server.unref();
  const port = (server.address() as AddressInfo).port;
  const url = `https://${host.includes(':') ? `[${host}]` : host}:${port}`;

  function trust(creds: PushCredentials) {
    try {
      if (creds.apn) {
        apnsKeys.set(creds.apn.keyId, {
          teamId: creds.apn.teamId,
          publicKey: createPublicKey(creds.apn.keyPem),
          topic: creds.apn.topic,
        });
      }
      if (creds.gcm) {
        const sa = JSON.parse(creds.gcm.serviceAccountJson) as Record<string, string>;
        accounts.set(sa.client_email, {
          projectId: sa.project_id,
          publicKey: createPublicKey(sa.private_key),
        });
      }
    } catch {
      // Unreadable keys stay untrusted: sends with them fail the way bad credentials fail at Apple and Google.
    }
  }

  return {
    url,
    port,
    /** The self-signed certificate: senders take it as `ca` (and NODE_EXTRA_CA_CERTS for a child process). */
    ca: pems.cert,
    /** Where a service account's token_uri should point to reach this simulator. */
    tokenUrl: `${url}/token`,
    stats,
    receipts,
    trust,
    script,
    clearScripts: () => scripts.clear(),
    /** Keeps the last request to `token` (headers and body) for `lastRequest`. */
    watch: (token: string) => void watched.set(token, watched.get(token) ?? null),
    lastRequest: (token: string) => watched.get(token) ?? null,
    setLatency: (ms: number) => {
      latencyMs = ms;
    },
    setFailureRate: (rate: number) => {
      failureRate = rate;
    },
    /** Forgets every issued access token: the next FCM request answers 401 (tests of the renewal). */
    revokeAccessTokens: () => accessTokens.clear(),
    /** Zeroes counters and receipts (keys, tokens and scripts stay). */
    reset() {
      for (const k of Object.keys(stats) as (keyof typeof stats)[]) if (k !== 'inFlight') stats[k] = 0;
      receipts.clear();
    },
    async close() {
      if (timer) clearTimeout(timer);
      for (const s of sessions) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PushSimulator = Awaited<ReturnType<typeof startPushSimulator>>;
