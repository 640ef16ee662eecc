import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCapSimulator, wildfireWarning } from '../src/dev/cap-simulator';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client';
import { capPoll } from '../src/jobs/catalog';
import { fixedClock } from '../src/lib/clock';
import { TEST_JWT_SECRET } from './helpers/app';
import { capCommunity, squareAround } from './helpers/cap';
import { readOutbox } from './helpers/mail';
import { emptyDatabaseOn, postgresCluster } from './helpers/processes';

// Issue 37, relay once: two servers on one PostgreSQL database, each with its own pool and its own poll sweep, read
// the same CAP feed at the same moments (the sweep on both, "Check now" on both): each authority's alert is proposed
// once, an alert relayed at once is sent once and told once, and each document is kept once.
const cluster = await postgresCluster();
const sim = await startCapSimulator();
const dir = mkdtempSync(join(tmpdir(), 'gathering-cap-servers-'));
const config = loadConfig({
  DATA_DIR: dir,
  JWT_SECRET: TEST_JWT_SECRET,
  PUBLIC_URL: 'http://gathering.test',
  LOG_LEVEL: 'silent',
  WEB_DIST: join(dir, 'no-web'),
});

describe('CAP: two servers polling one source relay each alert once', () => {
  const clock = fixedClock(new Date());
  const databases: Database[] = [];
  const servers: FastifyInstance[] = [];

  beforeAll(async () => {
    const url = await emptyDatabaseOn(cluster.url, `gathering_cap_servers_${process.pid}`);
    databases.push(await openDatabase({ url }), await openDatabase({ url }));
    await migrateDatabase(databases[0]);
    for (const database of databases) {
      const app = await buildApp({
        config,
        database,
        clock,
        logger: false,
        capFetch: { allow: [`${sim.origin}/`], privateOrigins: [sim.origin], ca: sim.ca },
      });
      await app.ready();
      await app.queue.start({ work: false });
      servers.push(app);
    }
  });
  afterAll(async () => {
    for (const app of servers) await app.close();
    for (const d of databases) await d.close();
    await sim.close();
    cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('proposes the warning once and relays the tornado warning once, however the polls interleave', async () => {
    const here = { lat: 53.8, lon: -114.5 };
    const { admin } = await capCommunity(
      { app: servers[0], database: databases[0] },
      { area: squareAround(here.lat, here.lon), relayNow: ['tornado'] },
    );
    const added = await servers[1].inject({
      method: 'POST',
      url: '/v1/cap/sources',
      headers: admin,
      payload: { name: 'Provincial alerts', url: sim.feedUrl },
    });
    expect(added.statusCode, added.body).toBe(200);
    const source = added.json().data.id as string;
    const base = wildfireWarning({ identifier: 'fire-1', sent: '2026-07-02T14:00:00-06:00', ...here });
    sim.publish(base);
    sim.publish({
      ...base,
      identifier: 'tornado-1',
      eventCode: 'tornado',
      headline: { en: 'Tornado warning', fr: 'Alerte de tornade' },
    });

    const checkNow = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: `/v1/cap/sources/${source}/poll`, headers: admin });
    const sweep = async (app: FastifyInstance) => {
      await app.queue.send(capPoll, {});
      await app.queue.drain();
    };
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        checkNow(servers[0]),
        checkNow(servers[1]),
        sweep(servers[0]),
        sweep(servers[1]),
      ]);
      for (const a of answers.slice(0, 2)) expect(a?.statusCode, a?.body).toBe(200);
    }
    // The sends the relay queued, on either server.
    await Promise.all(servers.map((app) => app.queue.drain()));

    const all = (
      await servers[0].inject({ method: 'GET', url: '/v1/cap/proposals?open=false', headers: admin })
    ).json().data as { identifier: string; state: string; notificationId: string | null }[];
    expect(all.map((p) => `${p.identifier} ${p.state}`).sort()).toEqual([
      'fire-1 PROPOSED',
      'tornado-1 RELAYED',
    ]);
    const sent = (
      await servers[1].inject({ method: 'GET', url: '/v1/notifications/sent', headers: admin })
    ).json().data as { id: string; title: string }[];
    expect(sent.map((n) => n.title)).toEqual(['Tornado warning']);
    const told = (await readOutbox(dir)).filter((m) => m.subject.includes('Tornado warning'));
    expect(told).toHaveLength(1);
    const trail = async (action: string) =>
      (
        await servers[0].inject({ method: 'GET', url: `/v1/audit?action=${action}&limit=20`, headers: admin })
      ).json().data;
    expect(await trail('cap.received')).toHaveLength(2);
    expect(await trail('cap.relayed')).toHaveLength(1);
    const { rows } = await databases[0].executeSql(
      `select count(*)::int as n from cap_documents where direction = 'IN'`,
    );
    expect(rows[0].n).toBe(2);
  });
});
