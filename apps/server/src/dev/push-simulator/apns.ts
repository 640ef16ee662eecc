// The APNs side of the simulator: POST /3/device/{token} with a provider JWT (ES256), Apple's answers and reasons.
import type { Http2Session, IncomingHttpHeaders, ServerHttp2Stream } from 'node:http2';
import { randomUUID, type KeyObject } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { APNS_CHECK_TOKEN } from '../../modules/push-delivery';
import { retryAfter, type Responder } from './answers';
import { verifyJws } from './jws';
import type { Receipts } from './receipts';
import type { ScriptedError } from './scripts';

export interface ApnsKey {
  teamId: string;
  publicKey: KeyObject;
  topic?: string;
}

const JWT_LIFETIME_MS = 3600_000;
const MIN_RESIGN_MS = 20 * 60_000;

export function createApns(deps: {
  clock: Clock;
  random: () => number;
  /** Share of requests answered 503 at random (0..1); it can change while running. */
  failureRate: () => number;
  takeScript: (token: string) => ScriptedError | undefined;
  respond: Responder['respond'];
  disrupt: Responder['disrupt'];
  receipts: Pick<Receipts, 'add'>;
  /** Tokens whose last request is kept whole (see server.ts). */
  watched: Map<string, { headers: IncomingHttpHeaders; body: string } | null>;
  apnsKeys: Map<string, ApnsKey>;
  /** Provider JWTs verified once, then remembered. */
  verifiedJwts: Map<string, { iat: number; topic?: string; keyId: string }>;
  stats: { apnsRequests: number; jwtSignaturesSeen: number };
}) {
  const { clock, random, failureRate, takeScript, respond, disrupt, receipts, watched } = deps;
  const { apnsKeys, verifiedJwts, stats } = deps;

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
    if (failureRate() > 0 && random() < failureRate())
      return respond(stream, 503, { reason: 'ServiceUnavailable' });
    const collapseId = (headers['apns-collapse-id'] as string | undefined) ?? randomUUID();
    receipts.add(token, collapseId);
    respond(stream, 200, undefined, {
      'apns-id': (headers['apns-id'] as string | undefined) ?? randomUUID(),
    });
  }

  return apns;
}
