// When `npm start` must build: a target (the web app, the server) is stale when it has no build stamp or a source
// file is newer than its stamp. make's rule, on modification times; a fresh clone has no build, so it builds.
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
