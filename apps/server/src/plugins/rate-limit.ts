import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { takeLimit, type Limit } from '../db/rate-limits';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the routes' limits count with: the database every server shares, and the app's clock. */
    rateLimits: { database: Database; clock: Clock };
  }
}

export function registerRateLimits(app: FastifyInstance, deps: { database: Database; clock: Clock }) {
  app.decorate('rateLimits', deps);
}

/**
 * A route's limit, as an onRequest hook: `max` hits per `windowMs` per caller, counted in the database
 * (db/rate-limits.ts) so it holds across servers and restarts. It guards the routes that send e-mail to a typed
 * address, create accounts or write tickets against a script or a looping app.
 */
export function createRateLimit(
  opts: Limit & {
    /**
     * Whom to count (default: the client address); e.g. the member or device of an authenticated route. Null: this
     * caller is not under this limit.
     */
    key?: (request: FastifyRequest) => string | null;
  },
) {
  const { key, ...limit } = opts;
  return async function rateLimit(request: FastifyRequest) {
    const who = key ? key(request) : request.ip;
    if (who === null) return;
    const { database, clock } = request.server.rateLimits;
    await takeLimit(database.db, limit, who, clock.now());
  };
}
