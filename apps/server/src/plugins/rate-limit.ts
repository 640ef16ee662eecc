import type { FastifyRequest } from 'fastify';
import { messages } from '@gathering/contract';
import { tooManyRequests } from '../lib/errors';

/**
 * A fixed-window counter per address, in memory. It guards the routes that send e-mail to a typed address
 * (reset and deletion requests) against being used to flood inboxes. Per process: good enough for that job.
 */
export function createRateLimit(opts: {
  max: number;
  windowMs: number;
  now?: () => number;
  /** Whom to count (default: the client address); e.g. the member or device of an authenticated route. */
  key?: (request: FastifyRequest) => string;
}) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const now = opts.now ?? Date.now;
  return async function rateLimit(request: FastifyRequest) {
    const t = now();
    if (hits.size > 10_000) for (const [k, v] of hits) if (v.resetAt <= t) hits.delete(k);
    const key = `${request.routeOptions.url}|${opts.key ? opts.key(request) : request.ip}`;
    const entry = hits.get(key);
    if (!entry || entry.resetAt <= t) {
      hits.set(key, { count: 1, resetAt: t + opts.windowMs });
      return;
    }
    entry.count++;
    if (entry.count > opts.max) throw tooManyRequests(messages.tooManyRequests, (entry.resetAt - t) / 1000);
  };
}
