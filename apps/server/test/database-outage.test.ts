import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import fr from '../src/i18n/fr.json' with { type: 'json' };
import { isDatabaseUnavailable } from '../src/lib/db-errors';
import { TEST_JWT_SECRET } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { emptyDatabaseOn, postgresCluster } from './helpers/processes';
import { login, type Session } from './helpers/session';

describe('isDatabaseUnavailable', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  // drizzle's way of wrapping the driver's error.
  const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

  it('tells a database out of reach from a statement that failed', () => {
    for (const err of [
      coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      coded('ECONNRESET'),
      coded('ETIMEDOUT'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P02'),
      coded('57P03', 'the database system is starting up'),
      coded('53300', 'sorry, too many clients already'),
      coded('08006', 'connection failure'),
      coded('08001'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('PGlite is closed'),
      new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], ''),
      wrapped(coded('ECONNREFUSED')),
      wrapped(new Error('Connection terminated unexpectedly')),
    ])
      expect(isDatabaseUnavailable(err), `${(err as Error).message} ${(err as { code?: string }).code}`).toBe(
        true,
      );
    for (const err of [
      coded('23505', 'duplicate key value violates unique constraint'),
      coded('42P01', 'relation "nothing" does not exist'),
      coded('57014', 'canceling statement due to statement timeout'),
      coded('40001'),
      wrapped(coded('22P02')),
      new Error('Connection refused by the SMTP server'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      null,
      undefined,
      'ECONNREFUSED',
    ])
      expect(isDatabaseUnavailable(err), String(err)).toBe(false);
  });
});

/** A TCP relay in front of PostgreSQL that can go down (refusing, and cutting open connections) and come back. */
function relay(target: URL) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  let port = 0;
  return {
    get port() {
      return port;
    },
    async up() {
      server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        for (const [a, b] of [
          [client, upstream],
          [upstream, client],
        ]) {
          sockets.add(a);
          a.pipe(b);
          a.on('error', () => b.destroy());
          a.on('close', () => {
            sockets.delete(a);
            b.destroy();
          });
        }
      });
      // The same port each time: the pool's URL does not change.
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    },
    async down() {
      const s = server!;
      server = null;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => s.close(resolve));
    },
  };
}

describe('a PostgreSQL outage', () => {
  let cluster: Awaited<ReturnType<typeof postgresCluster>>;
  let proxy: ReturnType<typeof relay>;
  let database: Database;
  let app: FastifyInstance;
  let admin: Session;
  let dataDir: string;

  beforeAll(async () => {
    cluster = await postgresCluster();
    const url = new URL(await emptyDatabaseOn(cluster.url, `gathering_outage_${process.pid}`));
    proxy = relay(new URL(url));
    await proxy.up();
    url.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({ url: url.toString() });
    await migrateDatabase(database);
    dataDir = mkdtempSync(join(tmpdir(), 'gathering-outage-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dataDir, 'no-web'),
    });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    const { user } = await createCommunityAdmin(database);
    admin = await login(app, user.username);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const me = (language?: string) =>
    app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: { ...admin.auth, ...(language ? { 'accept-language': language } : {}) },
    });

  it('answers 503 with Retry-After and a sentence while the database is down, and recovers by itself', async () => {
    expect((await me()).statusCode).toBe(200);

    await proxy.down();
    try {
      // Open connections cut (terminated), then new ones refused: each request answers 503, never 500.
      for (let i = 0; i < 4; i++) {
        const res = await me();
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: messages.databaseUnavailable });
      }
      const french = await me('fr');
      expect(french.statusCode).toBe(503);
      expect(french.json().message).toBe(fr.messages.messages.databaseUnavailable);
      const signIn = await app.inject({
        method: 'POST',
        url: '/v1/users/login',
        payload: { credential: 'someone', password: 'a-password' },
      });
      expect(signIn.statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
    } finally {
      await proxy.up();
    }

    // The pool opens new connections once the database answers again: no restart needed.
    const back = await me();
    expect(back.statusCode, back.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('never answers 500 when the server ends every session (57P01: a restart or fail-over), and carries on', async () => {
    const killer = await openDatabase({ url: cluster.url });
    try {
      expect((await me()).statusCode).toBe(200);
      // Every session of the test database, as `pg_ctl restart -m fast` would end them.
      await killer.executeSql(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [`gathering_outage_${process.pid}`],
      );
      // A request may still pick a connection whose end it has not heard of yet: 503, not 500, then fresh ones.
      const answers = [await me(), await me(), await me()];
      for (const res of answers.filter((r) => r.statusCode !== 200)) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
      }
      expect((await me()).statusCode).toBe(200);
    } finally {
      await killer.close();
    }
  });
});
