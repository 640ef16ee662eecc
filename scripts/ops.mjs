#!/usr/bin/env node
// `npm run backup -- --out FILE` and `npm run restore -- FILE`: the operator's commands (apps/server/src/ops),
// built with the server (dist/ops.js) when its sources changed, then run in this process. In a production install
// without the sources, run the built file itself: `node apps/server/dist/ops.js backup --out FILE`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale } from './build-stamps.mjs';

const root = new URL('..', import.meta.url).pathname;
if (existsSync(join(root, 'apps/server/src'))) buildStale(root, { server: true });
await import(pathToFileURL(join(root, 'apps/server/dist/ops.js')).href);
