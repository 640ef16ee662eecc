import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPgliteDir, migrateDatabase, openDatabase } from '../src/db/client';
import { readTarGz } from './export-fixtures';
import { createCommunityAdmin, PASSWORD } from './helpers/factories';
import { emptyDatabaseOn, ready, sleep, spawnServer, type Server } from './helpers/processes';

// Issue 33, item 5: an export whose server was killed mid-way used to stay RUNNING for the job's two hours, answer
// every new request, and leave its .partial and scratch folder in DATA_DIR/exports.
const MEMBERS = 25_000;
const RESTART_WITHIN_MS = 30_000;

const t0 = performance.now();
const step = (text: string) =>
  process.stderr.write(`[export crash +${((performance.now() - t0) / 1000).toFixed(1)} s] ${text}\n`);

interface ExportView {
  id: string;
  status: string;
  rowsTotal: number;
  rowsDone: number;
  startedAt?: string;
}

describe('a community export survives a killed server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gathering-export-crash-'));
  const servers: Server[] = [];
  afterAll(() => {
    for (const s of servers) s.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('SIGKILL mid-way, restart: started over within 30 s, its leftovers removed, the archive whole', async () => {
    const url = process.env.DATABASE_URL
      ? await emptyDatabaseOn(process.env.DATABASE_URL, `gathering_export_crash_${process.pid}`)
      : '';
    const db = await openDatabase(url ? { url } : { dataDir: defaultPgliteDir(dir) });
    await migrateDatabase(db);
    const { community } = await createCommunityAdmin(db, { username: 'exporter' });
    await db.executeSql(
      // Their search text written here: the server's start would otherwise rewrite all of them first.
      `insert into users (username, email, first_name, last_name, search_text)
       select 'crash' || g, 'crash' || g || '@export.example', 'Person', 'Number' || g, 'person number' || g
       from generate_series(1, $1::int) g`,
      [MEMBERS],
    );
    await db.executeSql(
      `insert into memberships (user_id, community_id, scope, role)
       select id, $1, 'IMPORTED', 'MEMBER' from users where email like 'crash%@export.example'`,
      [community.id],
    );
    await db.close();
    const env = { DATA_DIR: dir, DATABASE_URL: url, LOG_LEVEL: 'warn' };
    const exportsDir = join(dir, 'exports');
    const leftovers = () => readdirSync(exportsDir).filter((n) => /\.partial$|\.scratch-/.test(n));

    let server = await spawnServer(env);
    servers.push(server);
    await ready(server);
    step('started');
    const base = () => server.base;
    const login = await fetch(`${base()}/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credential: 'exporter', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
    const request = () => fetch(`${base()}/v1/community/exports`, { method: 'POST', headers: auth });
    const started = await request();
    expect(started.status).toBe(202);
    const { id } = ((await started.json()) as { data: ExportView }).data;
    const status = async (): Promise<ExportView> => {
      const res = await fetch(`${base()}/v1/community/exports`, { headers: auth });
      return ((await res.json()) as { data: ExportView[] }).data.find((e) => e.id === id)!;
    };

    // Killed once it is visibly under way, well before its end.
    let job = await status();
    while (!(job.status === 'RUNNING' && job.rowsDone > 0)) {
      if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
      if (job.status !== 'QUEUED' && job.status !== 'RUNNING')
        throw new Error(`the export ended: ${job.status}`);
      await sleep(20);
      job = await status();
    }
    server.child.kill('SIGKILL');
    await server.exit;
    step(`killed at ${job.rowsDone} of ${job.rowsTotal} rows`);
    expect(job.rowsDone).toBeLessThan(job.rowsTotal);
    // What the dead run left: the archive's .partial and its scratch folder.
    expect(leftovers().length).toBeGreaterThan(0);

    server = await spawnServer(env);
    servers.push(server);
    await ready(server);
    const restarted = performance.now();
    // Started over by the restarted server (not left RUNNING for the job's two hours): a request meanwhile answers
    // the same export, which then moves.
    const during = await request();
    expect(during.status).toBe(200);
    expect(((await during.json()) as { data: ExportView }).data.id).toBe(id);
    const atKill = job.rowsDone;
    let movedMs = 0;
    for (job = await status(); job.status !== 'READY'; job = await status()) {
      if (!movedMs && job.rowsDone !== atKill) movedMs = performance.now() - restarted;
      if (job.status === 'FAILED') throw new Error(`the export failed:\n${server.output()}`);
      if (performance.now() - restarted > RESTART_WITHIN_MS + 120_000)
        throw new Error(`the export did not finish:\n${server.output()}`);
      await sleep(100);
    }
    const readyMs = performance.now() - restarted;
    movedMs ||= readyMs;
    step(
      `started over ${(movedMs / 1000).toFixed(1)} s after the restart, READY after ${(readyMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `export crash test (${url ? 'PostgreSQL' : 'PGlite'}): killed at ${atKill} of ${job.rowsTotal} rows, started over ` +
        `${(movedMs / 1000).toFixed(1)} s after the restart, READY ${(readyMs / 1000).toFixed(1)} s after it`,
    );
    expect(movedMs).toBeLessThan(RESTART_WITHIN_MS);
    expect(job.rowsDone).toBe(job.rowsTotal);
    // Nothing of the dead run is left: the one archive, complete.
    expect(leftovers()).toEqual([]);
    expect(readdirSync(exportsDir)).toEqual([`${id}.tar.gz.age`]);

    // The archive holds every member once.
    const link = await fetch(`${base()}/v1/community/exports/${id}/link`, { method: 'POST', headers: auth });
    const { url: download } = ((await link.json()) as { data: { url: string } }).data;
    const archive = Buffer.from(await (await fetch(`${base()}${download}`, { headers: auth })).arrayBuffer());
    const members = (await readTarGz(archive)).get('tables/memberships.jsonl')!.toString().trim().split('\n');
    expect(members).toHaveLength(MEMBERS + 1);
    expect(new Set(members.map((l) => (JSON.parse(l) as { id: string }).id)).size).toBe(MEMBERS + 1);

    // And the next request is a new export, not the old one answered again.
    const next = await request();
    expect(next.status).toBe(202);
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  }, 600_000);
});
