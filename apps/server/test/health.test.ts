import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rootPackage from '../../../package.json' with { type: 'json' };
import { createTestContext, type TestContext } from './helpers/app';
import type { FastifyRequest } from 'fastify';
import { isPageRequest } from '../src/plugins/web';
import { buildApp } from '../src/app';
import { migrateDatabase, openDatabase } from '../src/db/client';

describe('health and errors', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('answers 200 when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers at once while long work holds the embedded database, which has just answered it', async () => {
    if (t.database.kind !== 'pglite') return;
    // An import's batch holds PGlite's one connection in a transaction: the probe must not wait for it (issue 25).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const work = t.database.db.transaction(async (tx) => {
      await tx.execute('select 1');
      await held;
    });
    try {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(500);
    } finally {
      release();
      await work;
    }
  });

  it('answers 503 once the embedded database is closed, even right after its last answer', async () => {
    // Its own database: the file's is shared. (PostgreSQL's outage: database-outage.test.ts.)
    const database = await openDatabase({ dataDir: null });
    await migrateDatabase(database);
    const app = await buildApp({ config: t.config, database, clock: t.clock, logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      await database.close();
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
    }
  });

  it('answers /livez while the process runs, and /readyz when the database answers and every migration is applied', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      // The release, as package.json and the CHANGELOG name it.
      version: rootPackage.version,
      checks: { database: { status: 'ok' }, migrations: { status: 'ok' }, queue: { status: 'ok' } },
    });
  });

  it('is not ready while the job queue is stopped, or cannot reach its tables, and says so', async () => {
    const queueCheck = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', checks: { database: { status: 'ok' } } });
      return res.json().checks.queue;
    };
    await t.app.queue.stop();
    try {
      expect(await queueCheck()).toEqual({
        status: 'failing',
        detail: 'The job queue is not started: jobs can be neither queued nor run.',
      });
    } finally {
      await t.app.queue.start({ work: false });
    }
    await t.database.executeSql('alter schema pgboss rename to pgboss_elsewhere');
    try {
      expect(await queueCheck()).toEqual({
        status: 'failing',
        detail: expect.stringMatching(/^The job queue cannot reach its tables: .*pgboss.*\.$/),
      });
    } finally {
      await t.database.executeSql('alter schema pgboss_elsewhere rename to pgboss');
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready while a migration of this code is not applied, and says which', async () => {
    const journal = JSON.parse(
      readFileSync(new URL('../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
    );
    const last = journal.entries.at(-1) as { tag: string; when: number };
    // As if the database were one migration behind this code.
    const { rows } = await t.database.executeSql(
      'select hash from drizzle.__drizzle_migrations where created_at = $1',
      [last.when],
    );
    await t.database.executeSql('delete from drizzle.__drizzle_migrations where created_at = $1', [
      last.when,
    ]);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', checks: { database: { status: 'ok' } } });
      expect(res.json().checks.migrations).toEqual({
        status: 'failing',
        detail: `Migrations not applied yet: ${last.tag}.`,
      });
    } finally {
      await t.database.executeSql(
        'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
        [rows[0].hash, last.when],
      );
    }
  });

  it('serves Prometheus metrics to the machine and private networks, with request durations by route pattern', async () => {
    await t.app.inject({ method: 'GET', url: '/v1/feedItem/0c5e0d5a-0000-4000-8000-000000000000' });
    await t.app.inject({ method: 'GET', url: '/livez' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(
      /gathering_http_request_duration_seconds_count\{method="GET",route="\/livez",status="200"\} [1-9]/,
    );
    // The route's pattern, never the raw path with its id.
    expect(res.body).not.toContain('0c5e0d5a');
    expect(res.body).toContain(
      `gathering_build_info{version="${rootPackage.version}",node="${process.version}"} 1`,
    );
    for (const name of [
      'gathering_job_queue_waiting',
      'gathering_pushes_sent_total',
      'gathering_emails_sent_total',
      'gathering_process_resident_memory_bytes',
    ])
      expect(res.body).toContain(`# TYPE ${name}`);
    // From a public address, without the token: as if it did not exist.
    const outside = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    // Through a reverse proxy on this machine, or naming itself local in X-Forwarded-For: still the public.
    const relayed = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(relayed.statusCode).toBe(404);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('answers a probe or a missing file with a JSON 404, and a page request of no route with the app', async () => {
    for (const url of ['/v1/nothing-here', '/assets/missing.js', '/status', '/favicon.png'])
      for (const accept of ['application/json', '*/*', 'text/html']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept } });
        if (accept === 'text/html' && url === '/status') continue; // a client-side route: the app answers it
        expect(res.statusCode, `${url} ${accept}`).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
      }
  });

  it('takes an address ending in a token with dots for a page, and one ending in a file extension for a file', () => {
    const page = (url: string) =>
      isPageRequest({ method: 'GET', url, headers: { accept: 'text/html' } } as FastifyRequest);
    // A review link whose signature happens to hold only letters and digits was answered a JSON 404.
    expect(
      page(
        '/document-review/6f1c0d1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f.1790000000.AbCdEf0123456789abcdefABCDEF0123456789abcd',
      ),
    ).toBe(true);
    expect(page('/admin/content')).toBe(true);
    for (const file of ['/assets/index-3f2a.js', '/favicon.png', '/fonts/x.woff2'])
      expect(page(file)).toBe(false);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });
});
