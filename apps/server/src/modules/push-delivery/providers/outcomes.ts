import type { IncomingHttpHeaders } from 'node:http2';
import type { PushOutcome } from './types';

/** No Retry-After from the provider: 0 tells the delivery job to use its own exponential backoff. */
export const DEFAULT_RETRY_MS = 0;

/** Retry-After is either delta-seconds or an HTTP date; anything unreadable falls back to the default. */
export function retryAfterMs(headers: IncomingHttpHeaders, now: Date, fallback = DEFAULT_RETRY_MS): number {
  const raw = headers['retry-after'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return fallback;
  if (/^\d+$/.test(value.trim())) return Math.min(Number(value) * 1000, 24 * 3600_000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? fallback : Math.max(0, at - now.getTime());
}

export const retry = (reason: string, afterMs = DEFAULT_RETRY_MS): PushOutcome => ({
  kind: 'retry',
  afterMs,
  reason,
});

/** Safe JSON of a provider's answer: a proxy's HTML error page must not throw. */
export function parseJson(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
