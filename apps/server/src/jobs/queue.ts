import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/** A job is a name, a payload schema and an idempotent handler (a retry must not repeat an effect). */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  schema: S;
  handler: (data: z.infer<S>) => Promise<void>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * 'stately' makes `singletonKey` count: at most one job per key waiting (and one running, one awaiting
   * retry). The default 'standard' queues every send; pg-boss ignores a bare singletonKey there.
   */
  policy?: 'standard' | 'stately';
  /**
   * A cron expression (UTC) for periodic work (daily checks, reminder sweeps): the workers queue the job on that
   * rhythm, with an empty payload. Only where the queue works; tests queue such jobs themselves and drain().
   */
  cron?: string;
}

export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  return def;
}

export interface SendOptions {
  /** On a 'stately' job: not queued again while a job with this key waits (send answers null). */
  singletonKey?: string;
  startAfter?: Date;
}

export interface JobQueue {
  register(defs: JobDefinition[]): void;
  send(name: string, data: object, opts?: SendOptions): Promise<string | null>;
  /** Creates the queues; `work` also starts polling (tests leave it off and call drain()). */
  start(opts: { work: boolean }): Promise<void>;
  /** Runs every job that is due now, in this process; answers how many ran. For tests and scripts. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export function createQueue(database: Database, logger: FastifyBaseLogger): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    // Maintenance (archiving, expiry) every few minutes is plenty for our volumes.
    maintenanceIntervalSeconds: 120,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  const defs = new Map<string, JobDefinition>();
  let started = false;

  async function run(def: JobDefinition, data: unknown): Promise<void> {
    const parsed = def.schema.safeParse(data);
    if (!parsed.success) throw new Error(`invalid payload for ${def.name}: ${parsed.error.message}`);
    await def.handler(parsed.data);
  }

  return {
    register(list) {
      for (const def of list) defs.set(def.name, def);
    },
    async send(name, data, opts = {}) {
      if (!defs.has(name)) throw new Error(`unknown job ${name}`);
      return boss.send(name, data, {
        singletonKey: opts.singletonKey,
        startAfter: opts.startAfter,
      });
    },
    async start({ work }) {
      if (started) return;
      await boss.start();
      for (const def of defs.values()) {
        await boss.createQueue(def.name, {
          name: def.name,
          policy: def.policy ?? 'standard',
          retryLimit: def.retryLimit ?? 5,
          retryDelay: def.retryDelaySeconds ?? 30,
          retryBackoff: true,
        });
        if (work) {
          await boss.work(def.name, { pollingIntervalSeconds: 1, batchSize: 1 }, async (jobs) => {
            for (const job of jobs) await run(def, job.data);
          });
          // pg-boss keeps one schedule per queue name, so every worker setting it again changes nothing.
          if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: 'UTC' });
        }
      }
      started = true;
    },
    async drain() {
      let ran = 0;
      for (;;) {
        let progressed = false;
        for (const def of defs.values()) {
          const jobs = (await boss.fetch(def.name, { batchSize: 20 })) ?? [];
          for (const job of jobs) {
            progressed = true;
            ran++;
            try {
              await run(def, job.data);
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
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
