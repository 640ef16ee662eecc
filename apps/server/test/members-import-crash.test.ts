import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPgliteDir, migrateDatabase, openDatabase } from '../src/db/client';
import { createCommunityAdmin, PASSWORD } from './helpers/factories';
import { emptyDatabaseOn, ready, sleep, spawnServer, type Server } from './helpers/processes';

// Enough rows that the kill lands mid-file, after many committed batches (tens of rows each on the embedded engine,
// up to 1,000 on PostgreSQL), with thousands still to go: what this proves — the run resumes from its cursor, within
// 30 s, and makes each row once — holds the same at 20,000 rows (the import's maximum, which the test used to take:
// ~25 s more of the server's CPU on PGlite, ~10 s on PostgreSQL, for nothing more proved).
const ROWS = 5_000;
const KILL_AT = 1_750;
const RESUME_WITHIN_MS = 30_000;

const t0 = performance.now();
const step = (text: string) =>
  process.stderr.write(`[import crash +${((performance.now() - t0) / 1000).toFixed(1)} s] ${text}\n`);

describe('a members import survives a killed server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gathering-import-crash-'));
  const servers: Server[] = [];
  afterAll(() => {
    for (const s of servers) s.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('SIGKILL at 1,750 of 5,000 rows, restart: resumed within 30 s, created 5000, updated 0', async () => {
    // The embedded engine's data folder, or on the PostgreSQL run a database of its own on that server.
    const url = process.env.DATABASE_URL
      ? await emptyDatabaseOn(process.env.DATABASE_URL, `gathering_import_crash_${process.pid}`)
      : '';
    const db = await openDatabase(url ? { url } : { dataDir: defaultPgliteDir(dir) });
    await migrateDatabase(db);
    await createCommunityAdmin(db, { username: 'importer' });
    await db.close();
    const env = { DATA_DIR: dir, DATABASE_URL: url, LOG_LEVEL: 'warn' };

    let server = await spawnServer(env);
    servers.push(server);
    await ready(server);
    const login = await fetch(`${server.base}/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credential: 'importer', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
    const csv = ['first_name,last_name,email,groups']
      .concat(Array.from({ length: ROWS }, (_, i) => `Person,Number${i},person${i}@example.org,Youth`))
      .join('\n');
    const started = await fetch(`${server.base}/v1/members/import?invite=false`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'text/csv' },
      body: csv,
    });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    type Job = { status: string; processed: number; created: number; updated: number; invalid: number };
    const status = async (): Promise<Job> =>
      (await fetch(`${server.base}/v1/members/import/${id}`, { headers: auth })).json() as Promise<Job>;

    let job = await status();
    while (job.processed < KILL_AT) {
      if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
      await sleep(50);
      job = await status();
    }
    expect(job.status).toBe('RUNNING');
    server.child.kill('SIGKILL');
    await server.exit;
    step(`killed at ${job.processed} of ${ROWS} rows`);

    server = await spawnServer(env);
    servers.push(server);
    await ready(server);
    const restarted = performance.now();
    step('restarted');
    const atKill = (await status()).processed;
    // Resumed: the import moves again (not after the queue's 15-minute expiry of the dead run's job).
    for (job = await status(); job.processed === atKill && job.status !== 'DONE'; job = await status()) {
      if (performance.now() - restarted > RESUME_WITHIN_MS)
        throw new Error(`the import did not resume within 30 s of the restart:\n${server.output()}`);
      await sleep(100);
    }
    const resumedMs = performance.now() - restarted;
    for (job = await status(); job.status === 'RUNNING'; job = await status()) await sleep(200);
    const doneMs = performance.now() - restarted;
    step(`resumed ${(resumedMs / 1000).toFixed(1)} s after the restart; ${job.status}`);
    console.log(
      `import crash test (${url ? 'PostgreSQL' : 'PGlite'}): killed at ${atKill} of ${ROWS} rows, resumed ` +
        `${(resumedMs / 1000).toFixed(1)} s after the restart, ended ${job.status} ${(doneMs / 1000).toFixed(1)} s after it: created ${job.created}, updated ${job.updated}`,
    );
    expect(resumedMs).toBeLessThan(RESUME_WITHIN_MS);
    expect(job).toMatchObject({ status: 'DONE', processed: ROWS, created: ROWS, updated: 0, invalid: 0 });

    const members = await fetch(`${server.base}/v1/members?limit=1`, { headers: auth });
    expect(((await members.json()) as { meta: { total: number } }).meta.total).toBe(ROWS + 1);
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  }, 600_000);
});
