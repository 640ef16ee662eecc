#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster: initdb in a temp dir, start on a free loopback port
// as user `postgres`, export DATABASE_URL, run, then stop and remove the cluster whatever happened.
// Usage: node scripts/with-postgres.mjs <command> [args...]
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export async function startCluster() {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL is not installed. Run: apt-get install -y postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'gathering-pg-'));
  chmodSync(dir, 0o777);
  const isRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the cluster belongs to the `postgres` system user then.
  const asPg = (cmd, args) => {
    if (!isRoot) return execFileSync(cmd, args, { stdio: 'pipe' });
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
    return execFileSync(cmd, args, { stdio: 'pipe', uid, gid, env: { ...process.env, HOME: dir } });
  };
  const data = join(dir, 'data');
  asPg(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  asPg(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  const stop = () => {
    try {
      asPg(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      /* already stopped */
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [cmd, ...args] = process.argv.slice(2);
  const cluster = await startCluster();
  let code = 1;
  try {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: cluster.url } });
    const onSignal = (s) => child.kill(s);
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
  } finally {
    cluster.stop();
  }
  process.exit(code);
}
