import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accepts, freePort, sleep } from './processes';

// Debian's package (apt install pgbouncer) puts it in /usr/sbin, which a user's PATH may lack.
const binary = existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : 'pgbouncer';

export interface Pgbouncer {
  /** `url` with PgBouncer's address in place of PostgreSQL's: the same database and user. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A real PgBouncer in transaction mode in front of the PostgreSQL server `url` names, as an operator runs one: every
 * database on it, at most `serverConnections` server connections per database and user, shared by every client
 * connection. PgBouncer refuses to run as root: under root it runs as the `postgres` system user (whose cluster the
 * tests start anyway).
 */
export async function startPgbouncer(url: string, serverConnections: number): Promise<Pgbouncer> {
  const target = new URL(url);
  const dir = mkdtempSync(join(tmpdir(), 'gathering-pgbouncer-'));
  const port = await freePort();
  const config = join(dir, 'pgbouncer.ini');
  const user = decodeURIComponent(target.username);
  writeFileSync(join(dir, 'users.txt'), `"${user}" ""\n`);
  writeFileSync(
    config,
    `[databases]
* = host=${target.hostname} port=${target.port || 5432}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
; The throwaway clusters trust loopback connections; the user must still be listed.
auth_type = trust
auth_file = ${join(dir, 'users.txt')}
pool_mode = transaction
default_pool_size = ${serverConnections}
max_client_conn = 500
logfile = ${join(dir, 'pgbouncer.log')}
`,
  );
  const ids =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
          gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
        }
      : null;
  if (ids) for (const f of ['', 'users.txt', 'pgbouncer.ini']) chownSync(join(dir, f), ids.uid, ids.gid);
  let output = '';
  const child = spawn(binary, [config], { stdio: ['ignore', 'pipe', 'pipe'], ...ids });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 15_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`pgbouncer did not start:\n${output}`);
    await sleep(50);
  }
  const pooled = new URL(url);
  pooled.hostname = '127.0.0.1';
  pooled.port = String(port);
  return {
    url: pooled.toString(),
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
