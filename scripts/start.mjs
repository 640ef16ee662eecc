#!/usr/bin/env node
// `npm start`: build what changed since the last build, then run the built server in THIS process.
//
// - The web app (apps/web/dist) and the server (apps/server/dist/main.js) are rebuilt only when a source file is
//   newer than the build's stamp (scripts/build-stamps.mjs), so a restart costs the server's start alone. With
//   WEB_DIST set, the web app is yours to build: only the server is checked.
// - The server runs in this process (an import, not a child): `npm start` is `exec node … scripts/start.mjs`, so a
//   process manager's SIGTERM to npm reaches this node, whose handlers drain and stop the server; nothing is left
//   running behind a stopped parent.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale } from './build-stamps.mjs';

const root = new URL('..', import.meta.url).pathname;
// The checkout's .env, when there is one (variables already set win); read here rather than by node's
// --env-file-if-exists, which prints a line when there is none.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
// With WEB_DIST set, the web app is yours to build: only the server is checked.
buildStale(root, { web: !process.env.WEB_DIST, server: true });

await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
