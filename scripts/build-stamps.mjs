// When `npm start` must build: a target (the web app, the server) is stale when it has no build stamp or a source
// file is newer than its stamp. make's rule, on modification times; a fresh clone has no build, so it builds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time under the given files and folders (node_modules and build output left out). */
export function newestSource(root, paths) {
  let latest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== 'node_modules' && entry !== 'dist') walk(join(path, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const path of paths) walk(join(root, path));
  return latest;
}

/** 'missing' (never built), 'stale' (a source changed since) or 'fresh'. */
export function buildState(root, { stamp, sources }) {
  const file = join(root, stamp);
  if (!existsSync(file)) return 'missing';
  return statSync(file).mtimeMs >= newestSource(root, sources) ? 'fresh' : 'stale';
}

const contract = 'packages/contract/src';
const TARGETS = {
  web: {
    name: 'web app',
    stamp: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', contract],
    workspace: 'apps/web',
  },
  server: {
    name: 'server',
    stamp: 'apps/server/dist/build-stamp.json',
    sources: ['apps/server/src', 'apps/server/scripts/build.mjs', contract],
    workspace: 'apps/server',
  },
};

/**
 * Builds the chosen targets that are missing or stale (`npm start`, `npm run backup`): a line per build, the build's
 * own output (Vite lists every asset) only when it fails, and then the process exits.
 */
export function buildStale(root, which) {
  for (const [key, target] of Object.entries(TARGETS)) {
    const state = which[key] ? buildState(root, target) : 'fresh';
    if (state === 'fresh') continue;
    const started = performance.now();
    const res = spawnSync('npm', ['run', '-s', 'build', '-w', target.workspace], {
      cwd: root,
      encoding: 'utf8',
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    if (res.status !== 0) {
      process.stdout.write(res.stdout ?? '');
      process.stderr.write(res.stderr ?? '');
      console.error(
        `Building the ${target.name} failed (npm run build -w ${target.workspace}): its output is above.`,
      );
      process.exit(res.status ?? 1);
    }
    console.log(
      `${state === 'stale' ? `The ${target.name} changed since its last build: rebuilt` : `Built the ${target.name}`} in ${seconds} s.`,
    );
  }
}
