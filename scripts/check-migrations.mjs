#!/usr/bin/env node
// Fails when the Drizzle schema (apps/server/src/db/schema) has changes no committed migration captures, the
// way openapi.json is checked for staleness: drizzle-kit generates into a temporary copy of the migrations
// folder, and any file it adds (or changes) means someone edited a schema without running `drizzle-kit generate`.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const server = join(root, 'apps/server');
const migrations = join(server, 'src/db/migrations');
const temp = mkdtempSync(join(tmpdir(), 'gathering-migrations-'));
const copy = join(temp, 'migrations');

/** Every file under `dir` with its content, by path relative to `dir`. */
function snapshot(dir) {
  const files = new Map();
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(relative(dir, full), readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

try {
  cpSync(migrations, copy, { recursive: true });
  // drizzle-kit reads `--out` as relative to its folder (it prefixes './'), and reports some failures
  // (an unreadable snapshot) on stderr with exit code 0: both are handled here.
  const res = spawnSync(
    join(root, 'node_modules/.bin/drizzle-kit'),
    [
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/db/schema/index.ts',
      '--out',
      relative(server, copy),
    ],
    { cwd: server, encoding: 'utf8' },
  );
  if (res.status !== 0 || /error/i.test(res.stderr)) {
    throw new Error(`drizzle-kit generate failed:\n${res.stdout}\n${res.stderr}`);
  }
  const before = snapshot(migrations);
  const after = snapshot(copy);
  const stale = [...after].filter(([path, text]) => before.get(path) !== text).map(([path]) => path);
  if (stale.length) {
    console.error(
      `Migrations are stale: the schema has changes no migration captures. drizzle-kit would write:\n  ${stale.join('\n  ')}\n` +
        'Run: cd apps/server && npx drizzle-kit generate --name <short_name>, and commit the new files.',
    );
    process.exitCode = 1;
  } else console.log('Migrations are up to date with the schema.');
} finally {
  rmSync(temp, { recursive: true, force: true });
}
