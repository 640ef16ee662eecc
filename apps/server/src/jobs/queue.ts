import { PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { executorSql, type Database, type Executor } from '../db/client';
import type { DatabaseOutage } from '../lib/database-outage';
import { carryOverV10Jobs, setAsideV10Schema } from './queue-upgrade';

/**
 * A job's handle: its name on the wire, its payload schema and its queue policy, without a handler. Handles live in
 * jobs/catalog.ts, where any module may import them (jobs/ is below the modules); a module's `*.jobs.ts` gives the
 * handler with `handle()` and the composition root registers it.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly schema: S;
  readonly retryLimit?: number;
  readonly retryDelaySeconds?: number;
  /** How long a run may take before pg-boss fails it (and retries it); pg-boss's default is 15 minutes. */
  readonly expireSeconds?: number;
  /**
   * 'stately' makes `singletonKey` count: at most one job per key waiting (and one running, one awaiting
   * retry). The default 'standard' queues every send; pg-boss ignores a bare singletonKey there.
   */
  readonly policy?: 'standard' | 'stately';
  /**
   * A cron expression (UTC) for periodic work (daily checks, reminder sweeps): the workers queue the job on that
   * rhythm, with an empty payload. Only where the queue works; tests queue such jobs themselves and drain().
   */
  readonly cron?: string;
  /**
   * The job reaches people outside (an e-mail, a push). After a restore, such a job that was already due is not
   * run: the server the backup came from may have sent it (jobs/restored-jobs.ts).
   */
  readonly outward?: boolean;
  /**
   * Jobs taken per poll, run side by side and settled one by one (one failure retries that job only); while polls
   * come back full the worker polls again at once. Default 1: one job per poll, a poll a second.
   */
  readonly batchSize?: number;
  /**
   * How often each worker process asks for this queue's jobs, in seconds. Default 1: someone waits on the job (a
   * push, an e-mail, an import's progress). Sweeps and background work say more: every process polls every queue
   * (scale-out: the idle database load is processes × Σ 1/pollSeconds transactions a second).
   */
  readonly pollSeconds?: number;
}

export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}

/** What a sender writes: the schema's input (the handler gets its parsed output). */
export type JobPayload<J extends JobDefinition> = z.input<J['schema']>;

/** A handler for one job, given once with handle() and registered at the composition root. */
export interface JobHandler {
  readonly job: JobDefinition;
  /** Takes the payload already parsed by the job's schema. */
  readonly run: (payload: never) => Promise<void>;
}

/** A job's handler must be idempotent: a retry (or a second worker) must not repeat an effect. */
export function handle<S extends z.ZodType>(
  job: JobDefinition<S>,
  handler: (payload: z.output<S>) => Promise<void>,
): JobHandler {
  return { job, run: handler };
}

export interface SendOptions {
  /** On a 'stately' job: not queued again while a job with this key waits (send answers null). */
  singletonKey?: string;
  startAfter?: Date;
  /** Taken before the queue's jobs of a lower priority, whatever their age (pg-boss fetches by priority, then age). */
  priority?: number;
  /**
   * The acting transaction: the job row is written on its connection, so it commits with the change that asked
   * for it (and is rolled back with it). The effect style of the project: see ARCHITECTURE.md.
   */
  tx?: Executor;
}

export interface JobQueue {
  register(handlers: JobHandler[]): void;
  send<S extends z.ZodType>(
    job: JobDefinition<S>,
    payload: NoInfer<z.input<S>>,
    opts?: SendOptions,
  ): Promise<string | null>;
  /** Creates the queues; `work` also starts polling (tests leave it off and call drain()). */
  start(opts: { work: boolean }): Promise<void>;
  /** Runs every job that is due now, in this process; answers how many ran. For tests and scripts. */
  drain(): Promise<number>;
  /** For /readyz: null when the queue is started and reaches its tables, else a sentence saying what is wrong. */
  health(): Promise<string | null>;
  stop(): Promise<void>;
}

// A job's beat is due within this (pg-boss's least), and the supervision looks for missed beats this often.
const HEARTBEAT_SECONDS = 10;
const SUPERVISE_SECONDS = 5;

// Any constant (next to the migrations' lock): servers sharing a PostgreSQL database start their queues one at a time.
const START_LOCK = 7_362_901_116;

/** `outage`: where a database out of reach is told (once, then once a minute), instead of a line per poll. */
export function createQueue(
  database: Database,
  logger: FastifyBaseLogger,
  outage?: DatabaseOutage,
): JobQueue {
  // pg-boss runs on our connections (the pool, or PGlite's one connection); its daily clean-up of finished jobs
  // keeps its default, and so does its supervision (expiring stuck jobs, every minute) on PGlite. On PostgreSQL a
  // running job beats every few seconds, and the supervision, every few seconds, hands back the job of a worker
  // that stopped beating (SIGKILLed, its machine gone) for another to run, instead of leaving it active until its
  // expiry (15 minutes by default). The embedded engine is one process: its one connection may be held by a long
  // step, which a missed beat would mistake for a death.
  const shared = database.kind === 'postgres';
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    backend: shared ? 'postgres' : 'pglite',
    ...(shared ? { superviseIntervalSeconds: SUPERVISE_SECONDS } : {}),
  });
  let stopping = false;
  boss.on('error', (err) => {
    // Once the server is stopping, a worker's last poll may meet the database already closed (pg-boss's stop does
    // not wait for a poll in flight): nothing is lost (the poll takes no job), so it is no error worth a page.
    if (stopping && /after calling end on the pool|database is closed|PGlite is closed/i.test(err.message))
      return logger.debug({ err }, 'job queue: a poll met the closed database while stopping');
    if (outage?.report(err)) return;
    logger.error({ err }, 'job queue error');
  });
  boss.on('warning', (warning) => logger.warn({ data: warning.data }, `job queue: ${warning.message}`));
  // Job names stay strings inside the queue only: they are pg-boss's queue names (and the rows' `name`).
  const handlers = new Map<string, JobHandler>();
  let started = false;

  async function run(handler: JobHandler, data: unknown): Promise<void> {
    const parsed = handler.job.schema.safeParse(data);
    if (!parsed.success) throw new Error(`invalid payload for ${handler.job.name}: ${parsed.error.message}`);
    await (handler.run as (payload: unknown) => Promise<void>)(parsed.data);
  }

  return {
    register(list) {
      for (const handler of list) handlers.set(handler.job.name, handler);
    },
    async send(job, payload, opts = {}) {
      if (!handlers.has(job.name)) throw new Error(`unknown job ${job.name}`);
      return boss.send(job.name, payload as object, {
        singletonKey: opts.singletonKey,
        startAfter: opts.startAfter,
        // pg-boss refuses a priority key that is present but undefined.
        ...(opts.priority === undefined ? {} : { priority: opts.priority }),
        ...(opts.tx ? { db: executorSql(opts.tx) } : {}),
      });
    },
    async start({ work }) {
      if (started) return;
      // Servers starting together on one PostgreSQL take turns: pg-boss's schema install or migration and the
      // queues' creation ran into each other (a deadlock in createQueue). pg-boss 10's schema is carried over here.
      await database.withAdvisoryLock(START_LOCK, async () => {
        const v10 = await setAsideV10Schema(database);
        await boss.start();
        for (const handler of handlers.values()) {
          const def = handler.job;
          await boss.createQueue(def.name, {
            policy: def.policy ?? 'standard',
            retryLimit: def.retryLimit ?? 5,
            retryDelay: def.retryDelaySeconds ?? 30,
            retryBackoff: true,
            ...(def.expireSeconds ? { expireInSeconds: def.expireSeconds } : {}),
            ...(shared ? { heartbeatSeconds: HEARTBEAT_SECONDS } : {}),
          });
          // A queue made before the beats: createQueue leaves an existing queue as it was.
          if (shared) await boss.updateQueue(def.name, { heartbeatSeconds: HEARTBEAT_SECONDS });
        }
        if (v10) await carryOverV10Jobs(database, boss, new Set(handlers.keys()), logger);
      });
      if (work) {
        for (const handler of handlers.values()) {
          const def = handler.job;
          if ((def.batchSize ?? 1) > 1) {
            const options = {
              pollingIntervalSeconds: def.pollSeconds ?? 1,
              batchSize: def.batchSize,
              burstWhenBatchFull: true,
            };
            await boss.work(def.name, { ...options, perJobResults: true }, (jobs) =>
              Promise.all(
                jobs.map((job) =>
                  run(handler, job.data).then(
                    () => ({ id: job.id, status: 'completed' as const }),
                    (err: Error) => {
                      if (!outage?.report(err)) logger.warn({ err, job: def.name }, 'job failed');
                      return { id: job.id, status: 'failed' as const, output: { message: err.message } };
                    },
                  ),
                ),
              ),
            );
          } else {
            await boss.work(
              def.name,
              { pollingIntervalSeconds: def.pollSeconds ?? 1, batchSize: 1 },
              async (jobs) => {
                for (const job of jobs) await run(handler, job.data);
              },
            );
          }
          // pg-boss keeps one schedule per queue name and key (here the default key), so every worker setting it
          // again changes nothing.
          if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: 'UTC' });
        }
      }
      started = true;
    },
    async drain() {
      let ran = 0;
      for (;;) {
        let progressed = false;
        for (const handler of handlers.values()) {
          const def = handler.job;
          const jobs = await boss.fetch(def.name, { batchSize: 20 });
          for (const job of jobs) {
            progressed = true;
            ran++;
            try {
              await run(handler, job.data);
              await boss.complete(def.name, job.id);
            } catch (err) {
              logger.warn({ err, job: def.name }, 'job failed');
              await boss.fail(def.name, job.id, { message: (err as Error).message });
            }
          }
        }
        if (!progressed) return ran;
      }
    },
    async health() {
      // Ready means started: pg-boss's schema is in place and every queue exists, so a send succeeds. A queue started
      // without workers (tests, scripts: start({ work: false }) and drain()) is ready too; nothing polls there by design.
      if (!started) return 'The job queue is not started: jobs can be neither queued nor run.';
      try {
        // A read of pg-boss's own table: it answers while its tables are reachable.
        if ((await boss.schemaVersion()) === null)
          return "The job queue's tables are missing (pgboss.version is empty).";
      } catch (err) {
        return `The job queue cannot reach its tables: ${(err as Error).message}.`;
      }
      return null;
    },
    async stop() {
      if (!started) return;
      started = false;
      stopping = true;
      // Graceful: running jobs get up to 10 s to finish; stop() resolves once pg-boss has stopped.
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
