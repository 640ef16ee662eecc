import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from './clock';
import { isDatabaseUnavailable } from './db-errors';

/**
 * A database out of reach, as the log tells it: one line when it starts, one a minute while it lasts (with how many
 * requests and queue polls failed meanwhile), one when it answers again. Without it each of the job queue's pollers
 * and each request logged its own error with a stack (about 1,060 lines in 45 s on one server).
 */
export interface DatabaseOutage {
  /** True when `err` says the database is out of reach: it is counted (and logged when it opens an outage). */
  report(err: unknown): boolean;
  /** Stops the probe (the server is closing). */
  close(): void;
}

export function databaseOutage(deps: {
  logger: FastifyBaseLogger;
  /** A statement that answers when the database does (`select 1`). */
  probe: () => Promise<unknown>;
  clock?: Clock;
  probeEveryMs?: number;
  summaryEveryMs?: number;
}): DatabaseOutage {
  const { logger, probe, clock = systemClock, probeEveryMs = 5_000, summaryEveryMs = 60_000 } = deps;
  let since: Date | null = null;
  let failures = 0;
  let sinceLine = 0;
  let lastLine = 0;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const seconds = (from: Date) => Math.round((clock.now().getTime() - from.getTime()) / 1000);

  async function check() {
    timer = null;
    if (!since || closed) return;
    try {
      await probe();
    } catch {
      if (clock.now().getTime() - lastLine >= summaryEveryMs) {
        logger.warn(
          { outageSeconds: seconds(since), failures: sinceLine },
          `The database is still out of reach after ${seconds(since)} s: ${sinceLine} failed requests and queue polls in the last minute.`,
        );
        sinceLine = 0;
        lastLine = clock.now().getTime();
      }
      schedule();
      return;
    }
    logger.info(
      { outageSeconds: seconds(since), failures },
      `The database answers again after ${seconds(since)} s (${failures} failed requests and queue polls meanwhile).`,
    );
    since = null;
  }
  function schedule() {
    if (!closed) timer = setTimeout(() => void check(), probeEveryMs);
  }

  return {
    report(err) {
      if (!isDatabaseUnavailable(err)) return false;
      if (since) {
        failures++;
        sinceLine++;
        return true;
      }
      since = clock.now();
      failures = 1;
      sinceLine = 0;
      lastLine = since.getTime();
      // The driver's own error, deepest in the chain: a wrapper's message may carry a query's parameters.
      let e = err as { message?: unknown; code?: unknown; cause?: unknown };
      while (e.cause && typeof e.cause === 'object') e = e.cause as typeof e;
      logger.error(
        { reason: { message: String(e.message ?? ''), code: e.code } },
        'The database is out of reach: requests answer 503 and the job queue waits. Logged again once a minute until it answers.',
      );
      schedule();
      return true;
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
