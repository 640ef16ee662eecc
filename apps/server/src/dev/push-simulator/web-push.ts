// The simulator's Web Push service (RFC 8030): it hands out browser-like subscriptions (a P-256 key pair and an auth
// secret per subscription, as a browser's PushManager makes them) and, for each message POSTed to one, checks the
// sender's VAPID token (RFC 8292) and DECRYPTS the body (RFC 8291, aes128gcm of RFC 8188) with the subscription's
// private key, so a test reads the very payload a service worker would. The decryption is written here from the
// RFCs with node:crypto, not with the sender's library: a shared mistake could not hide from it.
import {
  createECDH,
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../lib/clock';

export interface WebPushReceived {
  /** The decrypted payload, as text (the web app's service worker reads it as JSON). */
  payload: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The VAPID token's claims and the key it was signed with. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

interface Subscription {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  received: WebPushReceived[];
  /** Answer this status (and no delivery) from now on: 410 = the browser unsubscribed. */
  answer?: number;
}

const b64u = (b: Buffer) => b.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188 §2: the plaintext of an aes128gcm body for a subscription. */
export function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idLength = body[20];
  const asPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65 || rs < 18 || records.length > rs) throw new Error('one aes128gcm record expected');
  const secret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT ES256-signed by that key. Answers its claims, or null. */
function verifyVapid(
  header: string | undefined,
  origin: string,
  now: number,
): WebPushReceived['vapid'] | null {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!m) return null;
  const [h, p, s] = m[1].split('.');
  const raw = Buffer.from(m[2], 'base64url');
  if (raw.length !== 65) return null;
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!signed) return null;
  const header_ = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as {
    aud?: string;
    sub?: string;
    exp?: number;
  };
  if (header_.alg !== 'ES256' || claims.aud !== origin || !claims.sub || !claims.exp) return null;
  // RFC 8292 §2: no more than 24 hours ahead, and not expired.
  if (claims.exp <= now || claims.exp > now + 24 * 3600) return null;
  return { aud: claims.aud, sub: claims.sub, exp: claims.exp, publicKey: m[2] };
}

export async function startWebPushService(opts: { key: string; cert: string; host: string; clock: Clock }) {
  const subscriptions = new Map<string, Subscription>();
  const stats = { requests: 0, delivered: 0, rejected: 0 };

  function answer(res: ServerResponse, status: number, headers: Record<string, string> = {}) {
    if (status >= 400) stats.rejected++;
    res.writeHead(status, headers).end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    stats.requests++;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const id = /^\/wp\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    const sub = id && subscriptions.get(id);
    if (req.method !== 'POST' || !sub) return answer(res, 404);
    if (sub.answer) return answer(res, sub.answer);
    const now = Math.floor(opts.clock.now().getTime() / 1000);
    const vapid = verifyVapid(req.headers.authorization, url, now);
    if (!vapid) return answer(res, 403);
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return answer(res, 400);
    if (req.headers['content-encoding'] !== 'aes128gcm' || body.length > 4096) return answer(res, 400);
    let payload: Buffer;
    try {
      payload = decryptAes128gcm(body, sub.ecdh, sub.auth);
    } catch {
      return answer(res, 400);
    }
    sub.received.push({
      payload: payload.toString('utf8'),
      ttl,
      urgency: (req.headers.urgency as string | undefined) ?? null,
      topic: (req.headers.topic as string | undefined) ?? null,
      vapid,
    });
    stats.delivered++;
    answer(res, 201, { location: `${url}/message/${randomUUID()}` });
  }

  const server = https.createServer({ key: opts.key, cert: opts.cert }, (req, res) => {
    handle(req, res).catch(() => answer(res, 500));
  });
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, opts.host, () => resolve());
  });
  server.unref();
  const port = (server.address() as AddressInfo).port;
  const url = `https://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}`;
  const byEndpoint = (endpoint: string) => subscriptions.get(endpoint.slice(`${url}/wp/`.length));

  return {
    /** The service's origin (for WEB_PUSH_ENDPOINT_ALLOW). */
    url,
    stats,
    /** A new subscription, as `PushSubscription.toJSON()` gives it to the web app. */
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      subscriptions.set(id, { ecdh, auth, received: [] });
      return { endpoint: `${url}/wp/${id}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    /** What a subscription received, decrypted, oldest first. */
    received: (endpoint: string) => byEndpoint(endpoint)?.received ?? [],
    /** From now on the subscription answers `status` (410: the browser unsubscribed). */
    answer(endpoint: string, status: number) {
      const sub = byEndpoint(endpoint);
      if (sub) sub.answer = status;
    },
    /** Forgets what was received and the counters (subscriptions stay). */
    reset() {
      for (const sub of subscriptions.values()) sub.received = [];
      for (const k of Object.keys(stats) as (keyof typeof stats)[]) stats[k] = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
