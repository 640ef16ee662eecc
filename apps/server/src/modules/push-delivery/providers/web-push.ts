import https from 'node:https';
import { rootCertificates } from 'node:tls';
import webpush, { WebPushError } from 'web-push';
import { WEB_PUSH_PAYLOAD_VERSION, type WebPushPayload } from '@gathering/contract';
import type { Clock } from '../../../lib/clock';
import { NotPublicAddressError, publicOnlyLookup } from '../../../lib/push-endpoints';
import { retry, retryAfterMs } from './outcomes';
import type { PushMessage, PushOutcome } from './types';

/** The server's VAPID identity (config.webPush) and the push services a subscription may name off the internet. */
export interface WebPushSenderConfig {
  privateKey: string;
  publicKey: string;
  subject: string;
  /** Origins allowed although not public (WEB_PUSH_ENDPOINT_ALLOW): a proxy, the simulator on loopback. */
  endpointAllow: readonly string[];
}

/** Messages out at once: each is its own HTTPS request (Web Push has no batch call). */
const PARALLEL = 50;
/** How long a push service keeps an undelivered message when the notification names no expiry. */
const DEFAULT_TTL_SECONDS = 24 * 3600;
/** A VAPID token lives 12 hours; a new one is signed when less than one is left. */
const VAPID_LIFETIME_S = 12 * 3600;
const VAPID_RENEW_S = 3600;

/** True when a subscription's endpoint may be sent to: https, and a public host or an allowed origin. */
export function webEndpointAllowed(endpoint: string, allow: readonly string[]): boolean {
  let u: URL;
  try {
    u = new URL(endpoint);
  } catch {
    return false;
  }
  if (u.protocol !== 'https:' || u.username || u.password) return false;
  if (allow.includes(u.origin)) return true;
  // A literal or well-known local address is refused at once; a name is checked again when it is resolved.
  const host = u.hostname.replace(/^\[|\]$/g, '');
  return !/^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i.test(host) && !/^[\d.]+$|:/.test(host);
}

/**
 * Web Push (RFC 8030) to browsers' subscriptions with the `web-push` library: the payload encrypted for each
 * subscription (RFC 8291, aes128gcm), the server identified by its VAPID key (RFC 8292). The payload is the contract's
 * webPushPayload, which the web app's service worker shows. A subscription is written by whoever calls the API, so
 * its endpoint is only reached when it resolves to public addresses (or is an origin the operator allowed).
 */
export function createWebPushSender(deps: { config: WebPushSenderConfig; clock: Clock; ca?: string }) {
  const { config, clock } = deps;
  const agentOptions = {
    keepAlive: true,
    maxSockets: PARALLEL,
    ca: deps.ca ? [...rootCertificates, deps.ca] : undefined,
  };
  const publicAgent = new https.Agent({ ...agentOptions, lookup: publicOnlyLookup });
  const allowedAgent = new https.Agent(agentOptions);
  const vapid = new Map<string, { authorization: string; exp: number }>();

  function authorization(origin: string): string {
    const now = Math.floor(clock.now().getTime() / 1000);
    const cached = vapid.get(origin);
    if (cached && cached.exp - now > VAPID_RENEW_S) return cached.authorization;
    const exp = now + VAPID_LIFETIME_S;
    const headers = webpush.getVapidHeaders(
      origin,
      config.subject,
      config.publicKey,
      config.privateKey,
      'aes128gcm',
      exp,
    );
    if (vapid.size >= 1000) vapid.clear();
    vapid.set(origin, { authorization: headers.Authorization, exp });
    return headers.Authorization;
  }

  async function sendOne(m: PushMessage): Promise<PushOutcome> {
    if (!m.web) return { kind: 'failed', reason: 'webpush:no-keys' };
    if (!config.privateKey) return { kind: 'failed', reason: 'webpush:no-vapid-key' };
    if (!webEndpointAllowed(m.token, config.endpointAllow))
      return { kind: 'token-gone', reason: 'webpush:endpoint-not-allowed' };
    const origin = new URL(m.token).origin;
    const now = clock.now();
    const payload: WebPushPayload = {
      version: WEB_PUSH_PAYLOAD_VERSION,
      notificationId: m.data.notificationId,
      deliveryId: m.deliveryId,
      title: m.title,
      body: m.body,
      kind: m.emergency ? 'EMERGENCY' : 'STANDARD',
      feedItemId: m.data.feedItemId ?? null,
      sentOn: now.toISOString(),
    };
    const ttl = m.expiresAt
      ? Math.max(0, Math.floor((m.expiresAt.getTime() - now.getTime()) / 1000))
      : DEFAULT_TTL_SECONDS;
    try {
      await webpush.sendNotification({ endpoint: m.token, keys: m.web }, JSON.stringify(payload), {
        TTL: ttl,
        urgency: m.emergency ? 'high' : 'normal',
        // A repeat of the same notification replaces one the push service still holds (a UUID's 32 hex digits).
        topic: m.collapseId.replace(/-/g, ''),
        contentEncoding: 'aes128gcm',
        headers: { Authorization: authorization(origin) },
        agent: config.endpointAllow.includes(origin) ? allowedAgent : publicAgent,
        timeout: 30_000,
      });
      return { kind: 'delivered' };
    } catch (err) {
      return outcomeOf(err, now);
    }
  }

  return {
    /** One outcome per message, in order; never rejects. */
    async send(messages: PushMessage[]): Promise<PushOutcome[]> {
      const out = new Array<PushOutcome>(messages.length);
      let next = 0;
      const lane = async () => {
        while (next < messages.length) {
          const i = next++;
          out[i] = await sendOne(messages[i]);
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, messages.length) }, lane));
      return out;
    },
    close() {
      publicAgent.destroy();
      allowedAgent.destroy();
    },
  };
}

/** A push service's answer (RFC 8030 §5, RFC 8292 §4.3) as the delivery job's outcome. */
function outcomeOf(err: unknown, now: Date): PushOutcome {
  if (err instanceof WebPushError) {
    const s = err.statusCode;
    // 404/410: the subscription expired or was unsubscribed; the browser makes a new one.
    if (s === 404 || s === 410) return { kind: 'token-gone', reason: `webpush:${s}` };
    if (s === 429 || s >= 500) return retry(`webpush:${s}`, retryAfterMs(err.headers, now));
    // 401/403: the service refused our VAPID token for this subscription (made with another key): nothing to retry.
    return { kind: 'failed', reason: `webpush:${s}` };
  }
  if (err instanceof NotPublicAddressError || (err as { code?: string }).code === 'ENOTPUBLIC')
    return { kind: 'token-gone', reason: 'webpush:endpoint-not-public' };
  return retry(`webpush:${(err as { code?: string }).code ?? 'network'}`);
}
