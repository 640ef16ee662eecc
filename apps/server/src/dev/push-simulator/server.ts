// A local stand-in for Apple's and Google's push services: one HTTP/2 TLS server speaking the APNs request and
// response shapes (/3/device/{token}), FCM HTTP v1 (/v1/projects/{p}/messages:send) and Google's OAuth token
// endpoint (/token), plus a Web Push service on its own HTTPS port (web-push.ts: it decrypts what browsers would
// receive). Tests, the crash test, `bench:push` and DEMO communities send to it. Per-request work is a
// few map look-ups (JWTs are verified once, then remembered) so it keeps up with 10,000+ requests a second.
// Its parts: answering with latency (answers.ts), scripted errors (scripts.ts), the APNs side (apns.ts), the FCM side
// with its OAuth token endpoint (fcm.ts), JWT checks (jws.ts) and what the phones would show (receipts.ts); this file
// holds the state they share, the HTTP/2 server that routes each request, and the controls tests use.
import http2, { type IncomingHttpHeaders, type ServerHttp2Session } from 'node:http2';
import { createPublicKey, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { systemClock, type Clock } from '../../lib/clock';
import type { PushCredentials } from '../../modules/push-delivery';
import { createResponder } from './answers';
import { createApns, type ApnsKey } from './apns';
import { createFcm, FCM_PATH } from './fcm';
import { createReceipts } from './receipts';
import { createScripts, type ScriptedError, type SimulatedError } from './scripts';
import { startWebPushService } from './web-push';

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

export async function startPushSimulator(options: PushSimulatorOptions = {}) {
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const tokenLifetime = options.tokenLifetimeSeconds ?? 3599;
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

  // Web Push speaks HTTP/1.1 (as browsers' push services do to the web-push library): its own server, same certificate.
  const webPush = await startWebPushService({ key: pems.private, cert: pems.cert, host, clock });

  const apnsKeys = new Map<string, ApnsKey>();
  const accounts = new Map<string, { projectId: string; publicKey: KeyObject }>();
  const verifiedJwts = new Map<string, { iat: number; topic?: string; keyId: string }>();
  const accessTokens = new Map<string, { projectId: string; expiresAt: number }>();
  // Tokens whose last request is kept whole, for tests of headers and payloads (empty: no per-request cost).
  const watched = new Map<string, { headers: IncomingHttpHeaders; body: string } | null>();
  const receipts = createReceipts();
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

  const { script, takeScript, clear: clearScripts } = createScripts();
  for (const [token, e] of Object.entries(options.errors ?? {})) script(token, e);

  const { respond, disrupt, setLatency, stop } = createResponder(stats, options.latencyMs ?? 0);
  const answering = {
    clock,
    random,
    failureRate: () => failureRate,
    takeScript,
    respond,
    disrupt,
    receipts,
    watched,
  };
  const apns = createApns({ ...answering, apnsKeys, verifiedJwts, stats });
  const { fcm, oauth } = createFcm({
    ...answering,
    accounts,
    accessTokens,
    tokenLifetime,
    url: () => url,
    stats,
  });

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
    /** The Web Push service: browser-like subscriptions, and each one's received payloads, decrypted. */
    webPush,
    trust,
    script,
    clearScripts,
    /** Keeps the last request to `token` (headers and body) for `lastRequest`. */
    watch: (token: string) => void watched.set(token, watched.get(token) ?? null),
    lastRequest: (token: string) => watched.get(token) ?? null,
    setLatency,
    setFailureRate: (rate: number) => {
      failureRate = rate;
    },
    /** Forgets every issued access token: the next FCM request answers 401 (tests of the renewal). */
    revokeAccessTokens: () => accessTokens.clear(),
    /** Zeroes counters and receipts (keys, tokens and scripts stay). */
    reset() {
      for (const k of Object.keys(stats) as (keyof typeof stats)[]) if (k !== 'inFlight') stats[k] = 0;
      receipts.clear();
      webPush.reset();
    },
    async close() {
      stop();
      await webPush.close();
      for (const s of sessions) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PushSimulator = Awaited<ReturnType<typeof startPushSimulator>>;
