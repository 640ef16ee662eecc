import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Dispatcher } from './dispatch';
import type { createEngine } from './engine';
import type { Outcomes } from './outcomes';
import { peopleRepository } from './people.repository';

/** How often a worker looks for cascades to start, steps due, receipts overdue and senders to run. */
export const TICK_MS = 1000;

/**
 * The cascade's worker: one tick starts new alerts' cascades, confirms people who acknowledged in the app, sweeps
 * dead hand-overs and missing receipts, runs the steps due, starts the senders with work, and closes finished
 * cascades. Every server's worker ticks; their work never overlaps (leases, SKIP LOCKED). Tests call tick().
 */
export function createCascadeWorker(deps: {
  database: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  engine: ReturnType<typeof createEngine>;
  outcomes: Outcomes;
  dispatcher: Dispatcher;
}) {
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;

  async function tick() {
    await deps.engine.startNew();
    // Nothing under way (most of the time): the rest would be five more statements a second for nothing.
    if (!(await peopleRepository.anyUnderWay(deps.database.db))) return;
    await deps.engine.syncAppAcknowledgements();
    await deps.outcomes.sweep();
    // The senders start after each batch of people stepped: a large alert's first texts do not wait for its last.
    await deps.engine.advanceDue(() => deps.dispatcher.poll());
    await deps.dispatcher.poll();
    await peopleRepository.finishDone(deps.database.db, deps.clock.now());
  }

  return {
    tick,
    /** Runs ticks until nothing is queued or out with a sender (tests and benchmarks). */
    async settle() {
      await tick();
      await deps.dispatcher.idle();
      await tick();
    },
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (ticking) return;
        ticking = tick()
          .catch((err) => deps.logger.warn({ err }, 'alert cascade: a tick failed'))
          .finally(() => (ticking = null));
      }, TICK_MS);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await ticking;
      await deps.dispatcher.stop();
    },
  };
}
