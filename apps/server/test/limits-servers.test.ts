import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PER_HOUR } from '@gathering/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { fixedClock } from '../src/lib/clock';
import { TEST_JWT_SECRET } from './helpers/app';
import { PASSWORD, addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { emptyDatabaseOn, postgresCluster } from './helpers/processes';
import { login } from './helpers/session';
import { ticketBody } from './support-fixtures';

const cluster = await postgresCluster();
const dir = mkdtempSync(join(tmpdir(), 'gathering-limits-'));
const config = loadConfig({
  DATA_DIR: dir,
  JWT_SECRET: TEST_JWT_SECRET,
  PUBLIC_URL: 'http://gathering.test',
  LOG_LEVEL: 'silent',
  WEB_DIST: join(dir, 'no-web'),
});
const statuses = (list: { statusCode: number }[]) =>
  list.reduce<Record<number, number>>((n, r) => ({ ...n, [r.statusCode]: (n[r.statusCode] ?? 0) + 1 }), {});

// Two servers on one PostgreSQL database, each with its own connection pool, the requests of one burst shared
// between them: every limit holds for the pair, as it would behind a load balancer. (Counted in each process's
// memory, the pair took twice the figure.)
describe('request limits across two servers on one PostgreSQL', () => {
  const clock = fixedClock(new Date());
  const databases: Database[] = [];
  const servers: FastifyInstance[] = [];
  let slug: string;
  let communityId: string;
  let admin: string;

  const server = async (database: Database) => {
    const app = await buildApp({ config, database, clock, logger: false });
    await app.ready();
    await app.queue.start({ work: false });
    servers.push(app);
    return app;
  };
  /** `n` requests at once, alternating between the servers. */
  const burst = (n: number, request: (app: FastifyInstance, i: number) => Promise<{ statusCode: number }>) =>
    Promise.all(Array.from({ length: n }, (_, i) => request(servers[i % 2], i)));
  const newGuest = (app: FastifyInstance, deviceId: string, remoteAddress = '192.0.2.30') =>
    app.inject({
      method: 'POST',
      url: '/app/v1/guests/session',
      payload: { communitySlug: slug, deviceId, platform: 'ios' },
      remoteAddress,
    });

  beforeAll(async () => {
    const url = await emptyDatabaseOn(cluster.url, `gathering_limits_${process.pid}`);
    databases.push(await openDatabase({ url }), await openDatabase({ url }));
    await migrateDatabase(databases[0]);
    await server(databases[0]);
    await server(databases[1]);
    const made = await createCommunityAdmin(databases[0]);
    slug = made.community.slug;
    communityId = made.community.id;
    admin = made.user.username;
  });
  afterAll(async () => {
    for (const app of servers) await app.close();
    for (const d of databases) await d.close();
    cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes 10 of a member's tickets, not 10 per server, and a restarted server counts on", async () => {
    const user = await createUser(databases[0]);
    await addMembership(databases[0], user.id, communityId, { role: 'MEMBER' });
    const signIn = await servers[0].inject({
      method: 'POST',
      url: '/app/v1/auth/sign-in',
      payload: { credential: user.username, password: PASSWORD, communitySlug: slug },
    });
    const authorization = `Bearer ${signIn.json().accessToken}`;
    const raise = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/app/v1/support/tickets',
        headers: { authorization },
        payload: ticketBody(),
      });
    const got = statuses(await burst(24, raise));
    expect(got).toEqual({ 201: 10, 429: 14 });
    // The second server restarts: a new process, nothing in memory. Still refused.
    await servers.pop()!.close();
    await server(databases[1]);
    expect((await raise(servers[1])).statusCode).toBe(429);
  });

  it('makes 20 new guests per address for the pair', async () => {
    expect(statuses(await burst(24, (app, i) => newGuest(app, `device-${i}-abcdefgh`)))).toEqual({
      200: 20,
      429: 4,
    });
  });

  it('checks at most 5 passwords of 100 wrong sign-ins shared by the two servers', async () => {
    const answers = await burst(100, (app, i) =>
      app.inject({
        method: 'POST',
        url: '/v1/users/login',
        payload: { credential: admin, password: `wrong-${i}` },
        remoteAddress: `10.8.0.${i}`,
      }),
    );
    const n = statuses(answers);
    expect(n[401] ?? 0).toBeLessThanOrEqual(5);
    expect((n[401] ?? 0) + (n[429] ?? 0)).toBe(100);
  });

  it(`takes ${NOTIFICATIONS_PER_HOUR} pushes per community per hour for the pair`, async () => {
    clock.advance(16 * 60_000); // past the sign-in lockout of the test before
    const auth = (await login(servers[0], admin)).auth;
    const answers = await burst(NOTIFICATIONS_PER_HOUR + 6, (app) =>
      app.inject({
        method: 'POST',
        url: '/v1/notifications',
        headers: auth,
        payload: { title: 'Road closure', body: 'Main street is closed today.' },
      }),
    );
    expect(statuses(answers)).toEqual({ 200: NOTIFICATIONS_PER_HOUR, 429: 6 });
  });
});
