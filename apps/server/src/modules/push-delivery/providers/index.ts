import { createHash } from 'node:crypto';
import type { Clock } from '../../../lib/clock';
import { createApnsSender, createApnsTokens, testApnsCredentials, type ApnsTokens } from './apns';
import {
  FcmCredentialsError,
  GOOGLE_TOKEN_URL,
  createFcmSender,
  createFcmTokens,
  parseServiceAccount,
  type FcmTokens,
} from './fcm';
import { createHttp2Pool, type Http2Pool } from './http2-pool';
import { createWebPushSender, type WebPushSenderConfig } from './web-push';
import { operatorTokenUrls, PUBLIC_PROVIDER_ORIGINS, tokenUrlAllowed } from '../../../lib/push-endpoints';
import type { PushCredentials, PushMessage, PushOutcome, PushProviders, PushSender } from './types';

export type * from './types';

export interface PushProvidersConfig {
  apnsUrl: string;
  fcmUrl: string;
  /** Overrides every service account's token_uri (a proxy, or the simulator for a server in a child process). */
  fcmTokenUrl?: string;
  /** Token endpoints a service account's token_uri may name besides Google's (PUSH_TOKEN_URL_ALLOW). */
  tokenUrlAllow?: string[];
  /** HTTP/2 sessions per APNs key and per FCM origin. */
  connections: number;
  /** Web Push: the server's VAPID key (one for every community: browsers subscribe with its public key). */
  webPush?: WebPushSenderConfig;
}

/** Where the demo communities send: the in-process simulator (simulator/server.ts satisfies this). */
export interface SimulatorEndpoint {
  url: string;
  ca: string;
  trust(creds: PushCredentials): void;
}

export interface PushProvidersDeps {
  config: PushProvidersConfig;
  clock: Clock;
  /** An extra trusted certificate for the configured endpoints (tests point them at a simulator). */
  ca?: string;
  /** Started on first use by a `simulated` community, closed with the providers (DEMO). */
  startSimulator?: () => Promise<SimulatorEndpoint & { close(): Promise<void> }>;
  requestTimeoutMs?: number;
}

interface Endpoint {
  apns: string;
  fcm: string;
  tokenUrl?: string;
  ca?: string;
}

const fingerprint = (creds: PushCredentials) =>
  createHash('sha256')
    .update(JSON.stringify([creds.apn ?? null, creds.gcm ?? null, creds.simulated === true]))
    .digest('base64url');

const everyone = (messages: PushMessage[], outcome: PushOutcome) => messages.map(() => outcome);

/**
 * The push providers of the whole server: one sender per community (cached until its credentials change),
 * JWTs cached per APNs key and access tokens per service account, HTTP/2 sessions per APNs key and per FCM
 * origin. Real communities always reach the configured endpoints; only `simulated` (demo) ones the simulator.
 */
export function createPushProviders(deps: PushProvidersDeps): PushProviders {
  const { config, clock } = deps;
  const pools = new Map<string, Http2Pool>();
  const apnsTokens = new Map<string, ApnsTokens>();
  const fcmTokens = new Map<string, FcmTokens>();
  const senders = new Map<string, { fingerprint: string; sender: PushSender }>();
  let simulator: ReturnType<NonNullable<PushProvidersDeps['startSimulator']>> | null = null;
  let closed = false;
  // Browsers' subscriptions name their push service themselves: one sender for every community, whatever its creds.
  const web = config.webPush ? createWebPushSender({ config: config.webPush, clock, ca: deps.ca }) : null;
  const webSend = async (ms: PushMessage[]): Promise<PushOutcome[]> =>
    web ? web.send(ms) : everyone(ms, { kind: 'failed', reason: 'webpush:not-configured' });

  const real: Endpoint = {
    apns: config.apnsUrl,
    fcm: config.fcmUrl,
    tokenUrl: config.fcmTokenUrl,
    ca: deps.ca,
  };

  async function endpointFor(creds: PushCredentials): Promise<Endpoint> {
    if (!creds.simulated) return real;
    if (!deps.startSimulator) throw new Error('simulator-unavailable');
    simulator ??= deps.startSimulator();
    const sim = await simulator;
    sim.trust(creds);
    return { apns: sim.url, fcm: sim.url, tokenUrl: `${sim.url}/token`, ca: sim.ca };
  }

  // What the operator wrote down may be anywhere (a proxy, the simulator); a service account's token_uri may name
  // only Google's endpoints or these.
  const allowedTokenUrls = operatorTokenUrls(config);

  function pool(key: string, origin: string, ca: string | undefined, connections: number) {
    let p = pools.get(key);
    if (!p) {
      p = createHttp2Pool({
        origin,
        ca,
        connections,
        requestTimeoutMs: deps.requestTimeoutMs,
        publicOnly: PUBLIC_PROVIDER_ORIGINS.has(origin),
      });
      pools.set(key, p);
    }
    return p;
  }

  function apnsFor(ep: Endpoint, apn: NonNullable<PushCredentials['apn']>) {
    const id = createHash('sha256').update(`${apn.teamId}\n${apn.keyId}\n${apn.keyPem}`).digest('base64url');
    let tokens = apnsTokens.get(id);
    if (!tokens) {
      tokens = createApnsTokens(apn, clock);
      apnsTokens.set(id, tokens);
    }
    // A session per key: Apple ties a connection to the team whose token it first saw.
    const origin = new URL(ep.apns).origin;
    return {
      pool: pool(`apns ${origin} ${id}`, origin, ep.ca, config.connections),
      credentials: apn,
      tokens,
      clock,
    };
  }

  function fcmFor(ep: Endpoint, gcm: NonNullable<PushCredentials['gcm']>) {
    const account = parseServiceAccount(gcm.serviceAccountJson);
    const tokenUrl = new URL(ep.tokenUrl ?? account.tokenUri ?? GOOGLE_TOKEN_URL);
    // The assertion is signed for this URL: only ever send it over TLS.
    if (tokenUrl.protocol !== 'https:') throw new FcmCredentialsError('token-uri-invalid');
    // Checked at upload too; a file stored before that check, or written past it, still sends nothing elsewhere.
    if (!ep.tokenUrl && !tokenUrlAllowed(tokenUrl.href, allowedTokenUrls))
      throw new FcmCredentialsError('token-uri-not-allowed');
    const id = createHash('sha256').update(`${tokenUrl.href}\n${gcm.serviceAccountJson}`).digest('base64url');
    let tokens = fcmTokens.get(id);
    if (!tokens) {
      const tokenPool = pool(`oauth ${tokenUrl.origin}`, tokenUrl.origin, ep.ca, 1);
      tokens = createFcmTokens({ account, tokenPool, tokenUrl, clock });
      fcmTokens.set(id, tokens);
    }
    // Bearer tokens travel per request, so every project shares the sessions to Google.
    const origin = new URL(ep.fcm).origin;
    return createFcmSender({
      pool: pool(`fcm ${origin}`, origin, ep.ca, config.connections),
      projectId: account.projectId,
      tokens,
      clock,
    });
  }

  /** The per-platform halves of a community's sender, built once its endpoint is known. */
  async function build(creds: PushCredentials) {
    const ep = await endpointFor(creds);
    let ios: (ms: PushMessage[]) => Promise<PushOutcome[]>;
    if (!creds.apn) ios = async (ms) => everyone(ms, { kind: 'failed', reason: 'apns:not-configured' });
    else ios = createApnsSender(apnsFor(ep, creds.apn)).send;
    let android: (ms: PushMessage[]) => Promise<PushOutcome[]>;
    if (!creds.gcm) android = async (ms) => everyone(ms, { kind: 'failed', reason: 'fcm:not-configured' });
    else {
      try {
        android = fcmFor(ep, creds.gcm).send;
      } catch (err) {
        const reason = `fcm:${err instanceof FcmCredentialsError ? err.message : 'service-account-invalid'}`;
        android = async (ms) => everyone(ms, { kind: 'credentials', reason });
      }
    }
    return { ios, android };
  }

  function senderFor(communityId: string, creds: PushCredentials): PushSender {
    const fp = fingerprint(creds);
    const cached = senders.get(communityId);
    if (cached?.fingerprint === fp) return cached.sender;
    let parts: ReturnType<typeof build> | null = null;
    const sender: PushSender = {
      async send(messages) {
        if (closed) return everyone(messages, { kind: 'retry', afterMs: 0, reason: 'shutting-down' });
        parts ??= build(creds);
        let halves: Awaited<typeof parts>;
        try {
          halves = await parts;
        } catch (err) {
          parts = null;
          return everyone(messages, { kind: 'failed', reason: (err as Error).message });
        }
        // Each platform's messages go out together; answers come back in the caller's order.
        const by = { ios: [] as number[], android: [] as number[], web: [] as number[] };
        messages.forEach((m, i) => by[m.platform].push(i));
        const pick = (list: number[]) => list.map((i) => messages[i]);
        const answers = await Promise.all([
          halves.ios(pick(by.ios)),
          halves.android(pick(by.android)),
          webSend(pick(by.web)),
        ]);
        const out = new Array<PushOutcome>(messages.length);
        [by.ios, by.android, by.web].forEach((list, p) => list.forEach((i, n) => (out[i] = answers[p][n])));
        return out;
      },
      async close() {
        if (senders.get(communityId)?.sender === sender) senders.delete(communityId);
      },
    };
    senders.set(communityId, { fingerprint: fp, sender });
    return sender;
  }

  async function testCredentials(creds: PushCredentials) {
    const result: { apn?: 'ok' | string; gcm?: 'ok' | string } = {};
    let ep: Endpoint;
    try {
      ep = await endpointFor(creds);
    } catch (err) {
      if (creds.apn) result.apn = (err as Error).message;
      if (creds.gcm) result.gcm = (err as Error).message;
      return result;
    }
    await Promise.all([
      creds.apn &&
        testApnsCredentials(apnsFor(ep, creds.apn)).then((r) => {
          result.apn = r;
        }),
      creds.gcm &&
        (async () => {
          try {
            result.gcm = await fcmFor(ep, creds.gcm!).test();
          } catch (err) {
            result.gcm = err instanceof FcmCredentialsError ? err.message : 'service-account-invalid';
          }
        })(),
    ]);
    return result;
  }

  return {
    senderFor,
    testCredentials,
    async close() {
      closed = true;
      senders.clear();
      web?.close();
      await Promise.all([...pools.values()].map((p) => p.close()));
      pools.clear();
      if (simulator) await (await simulator.catch(() => null))?.close();
    },
  };
}
