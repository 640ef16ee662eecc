import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { defaultPgliteDir, migrateDatabase, openDatabase } from '../src/db/client';
import { communities, memberships, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { rewritePendingUserSearchText } from '../src/modules/auth/user-search.repository';

export const ADMIN = 'cascade-bench-admin';
export const PASSWORD = 'bench password 1';

const server = new URL('..', import.meta.url).pathname;
const root = join(server, '../..');
const live = new Set<ChildProcess>();

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** A process's CPU seconds so far (user + system, all threads): what a loaded machine's wall clock hides. */
export const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** Where the bench's database is: a PostgreSQL URL, or a PGlite data folder (the server's DATA_DIR). */
export type Engine = { kind: 'pg'; url: string; dataDir: string } | { kind: 'pglite'; dataDir: string };

const open = (e: Engine) =>
  openDatabase(e.kind === 'pg' ? { url: e.url } : { dataDir: defaultPgliteDir(e.dataDir) });

/**
 * Without the app: one community, its administrator (who configures the cascade through the API), and `count`
 * members who never installed it, each with one mobile number consenting to alerts (+1204 700 0001…), in set-based
 * SQL. The search texts are written here, as a start would, so the servers start at once.
 */
export async function seedCascadeBench(e: Engine, count: number) {
  const database = await open(e);
  try {
    await migrateDatabase(database);
    const [community] = await database.db
      .insert(communities)
      .values({ name: 'Bench Nation', slug: 'bench-cascade' })
      .returning();
    const [admin] = await database.db
      .insert(users)
      .values({
        username: ADMIN,
        email: 'cascade-bench-admin@bench.example',
        firstName: 'Bench',
        lastName: 'Admin',
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning();
    await database.db
      .insert(memberships)
      .values({ userId: admin.id, communityId: community.id, role: 'ADMIN' });
    await database.executeSql(
      `insert into users (username, email, first_name, last_name)
       select 'texted' || g, 'texted' || g || '@bench.example', 'Member', 'No. ' || g
       from generate_series(1, ${count}) g`,
    );
    await database.executeSql(
      `insert into memberships (user_id, community_id, scope, status, role)
       select id, '${community.id}', 'IMPORTED', 'ACTIVE', 'MEMBER' from users where username like 'texted%'`,
    );
    await database.executeSql(
      `insert into contact_channels (community_id, membership_id, kind, value, alerts, news, consent_source)
       select m.community_id, m.id, 'MOBILE', '+1204' || (7000000 + substr(u.username, 7)::int), true, false, 'IMPORT'
       from memberships m join users u on u.id = m.user_id where u.username like 'texted%'`,
    );
    while ((await rewritePendingUserSearchText(database.db)) > 0);
    await database.executeSql('vacuum analyze users, memberships, contact_channels');
  } finally {
    await database.close();
  }
}

/** A spawned server (the built one, as deployed): its pid, how long it took to answer /readyz, and its end. */
export interface Spawned {
  child: ChildProcess;
  readyMs: number;
  exited: Promise<void>;
  output: string[];
  stop(): Promise<void>;
}

/**
 * Starts `node dist/main.js` (the server built by the bench first) on `port` against the bench's database, its
 * cascade worker on (ROLE all, as one server runs), and waits for its /readyz.
 */
export async function spawnServer(e: Engine, port: number, env: Record<string, string>): Promise<Spawned> {
  const output: string[] = [];
  const t0 = performance.now();
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', '--max-semi-space-size=8', 'apps/server/dist/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEMO: '0',
        LOG_LEVEL: 'warn',
        DATA_DIR: e.dataDir,
        DATABASE_URL: e.kind === 'pg' ? e.url : '',
        WEB_DIST: join(e.dataDir, 'no-web'),
        PLATFORM_ADMIN_PASSWORD: 'bench-platform-admin-password',
        PORT: String(port),
        HOST: '127.0.0.1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  live.add(child);
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let gone: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      gone = `exited (${code ?? signal})`;
      live.delete(child);
      resolve();
    }),
  );
  const stop = async () => {
    if (gone) return;
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 35_000);
    await exited;
    clearTimeout(force);
  };
  for (;;) {
    if (gone) throw new Error(`the server ${gone} before ready:\n${output.join('\n')}`);
    if (performance.now() - t0 > 120_000) {
      await stop();
      throw new Error(`the server was not ready in 120 s:\n${output.join('\n')}`);
    }
    const status = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { child, readyMs: performance.now() - t0, exited, output, stop };
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Every server still running (an error midway): stopped hard, by the pid the bench spawned. */
export function killSpawned() {
  for (const c of live) c.kill('SIGKILL');
}
