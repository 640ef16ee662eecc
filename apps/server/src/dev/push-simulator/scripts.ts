// Scripted errors: a token (or the pseudo-token '/token' for the OAuth endpoint) made to fail the way Apple's
// or Google's service would, for a number of requests. Both providers' handlers take from the same scripts.
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

export function createScripts() {
  const scripts = new Map<string, ScriptedError & { left: number }>();

  function script(token: string, e: SimulatedError | ScriptedError) {
    const s = typeof e === 'string' ? { error: e } : e;
    const left = s.times ?? (s.error === 'expired-provider-token' ? 1 : Infinity);
    scripts.set(token, { ...s, left });
  }

  function takeScript(token: string): ScriptedError | undefined {
    const s = scripts.get(token);
    if (!s) return undefined;
    if (--s.left <= 0) scripts.delete(token);
    return s;
  }

  return { script, takeScript, clear: () => scripts.clear() };
}
