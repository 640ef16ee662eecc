// The FCM side of the simulator: HTTP v1 sends (POST /v1/projects/{p}/messages:send) with an OAuth access token,
// Google's answers and error details; and the OAuth token endpoint (/token) that grants those access tokens to a
// service account's signed assertion.
import type { IncomingHttpHeaders, ServerHttp2Stream } from 'node:http2';
import { randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { retryAfter, type Responder } from './answers';
import { verifyJws } from './jws';
import type { Receipts } from './receipts';
import type { ScriptedError } from './scripts';

export const FCM_PATH = /^\/v1\/projects\/([^/]+)\/messages:send$/;

export function createFcm(deps: {
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
  /** Service accounts trusted, by client e-mail. */
  accounts: Map<string, { projectId: string; publicKey: KeyObject }>;
  accessTokens: Map<string, { projectId: string; expiresAt: number }>;
  /** OAuth access token lifetime, seconds. */
  tokenLifetime: number;
  /** The simulator's address (known once it listens): assertions must name `${url}/token`. */
  url: () => string;
  stats: { fcmRequests: number; tokenRequests: number; oauthTokensIssued: number };
}) {
  const { clock, random, failureRate, takeScript, respond, disrupt, receipts, watched } = deps;
  const { accounts, accessTokens, tokenLifetime, url, stats } = deps;
  let messageSeq = 0;

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
    if (failureRate() > 0 && random() < failureRate())
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
    if (checked.payload.aud !== `${url()}/token` || Number(checked.payload.exp) * 1000 < now)
      return respond(stream, 400, {
        error: 'invalid_grant',
        error_description: 'Invalid JWT: Token must be a short-lived token and in a reasonable timeframe.',
      });
    const accessToken = `sim.${randomBytes(24).toString('base64url')}`;
    accessTokens.set(accessToken, { projectId: account.projectId, expiresAt: now + tokenLifetime * 1000 });
    stats.oauthTokensIssued++;
    respond(stream, 200, { access_token: accessToken, expires_in: tokenLifetime, token_type: 'Bearer' });
  }

  return { fcm, oauth };
}
