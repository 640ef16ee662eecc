import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { fixedClock } from '../../src/lib/clock';
import type { MailTransport } from '../../src/modules/mail/mail.transport';
import { readOutbox } from './mail';
import { resetDatabase, testDatabase } from './database';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: ReturnType<typeof fixedClock>;
  /** Runs the queued jobs (e-mails among them) now. */
  drain(): Promise<number>;
  outbox(): ReturnType<typeof readOutbox>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** A real app over the worker's real database, with its own DATA_DIR (outbox, uploads) and a movable clock. */
export async function createTestContext(
  opts: {
    env?: Record<string, string>;
    mailTransport?: MailTransport;
    /** More of buildApp's dependencies (push providers pointed at a simulator, delivery tuning). */
    deps?: Pick<AppDeps, 'pushProviders' | 'deliveryTuning' | 'serverZoneOffset' | 'capFetch'>;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gathering-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: 'http://gathering.test',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'no-web'),
    ...opts.env,
  });
  const database = await testDatabase();
  await resetDatabase(database);
  const clock = fixedClock(new Date());
  const app = await buildApp({
    config,
    database,
    clock,
    mailTransport: opts.mailTransport,
    logger: false,
    ...opts.deps,
  });
  await app.ready();
  await app.queue.start({ work: false });
  return {
    app,
    database,
    config,
    clock,
    drain: () => app.queue.drain(),
    outbox: () => readOutbox(dataDir),
    async reset() {
      await resetDatabase(database);
      rmSync(join(dataDir, 'mail'), { recursive: true, force: true });
      // The audit trail's checkpoints name the chains of the database just emptied.
      rmSync(config.auditCheckpointDir, { recursive: true, force: true });
      clock.set(new Date());
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
