#!/usr/bin/env node
// `npm start`: build what changed since the last build, then run the built server in THIS process.
//
// - The web app (apps/web/dist) and the server (apps/server/dist/main.js) are rebuilt only when a source file is
//   newer than the build's stamp (scripts/build-stamps.mjs), so a restart costs the server's start alone. With
//   WEB_DIST set, the web app is yours to build: only the server is checked.
// - The server runs in this process (an import, not a child): `npm start` is `exec node … scripts/start.mjs`, so a
//   process manager's SIGTERM to npm reaches this node, whose handlers drain and stop the server; nothing is left
//   running behind a stopped parent.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildState } from './build-stamps.mjs';

const root = new URL('..', import.meta.url).pathname;
const contract = 'packages/contract/src';
const targets = [
  ...(process.env.WEB_DIST
    ? []
    : [
        {
          name: 'web app',
          stamp: 'apps/web/dist/index.html',
          sources: [
            'apps/web/src',
            'apps/web/public',
            'apps/web/index.html',
            'apps/web/vite.config.ts',
            contract,
          ],
          workspace: 'apps/web',
        },
      ]),
  {
    name: 'server',
    stamp: 'apps/server/dist/build-stamp.json',
    sources: ['apps/server/src', 'apps/server/scripts/build.mjs', contract],
    workspace: 'apps/server',
  },
];

for (const target of targets) {
  const state = buildState(root, target);
  if (state === 'fresh') continue;
  console.log(
    state === 'stale'
      ? `The ${target.name} changed since its last build: building it.`
      : `Building the ${target.name}.`,
  );
  const res = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
