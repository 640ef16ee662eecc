#!/usr/bin/env node
// `npm run build -w apps/server`: the server as one JavaScript file, dist/main.js, that plain `node` runs with the
// production dependencies alone (no tsx, no TypeScript at run time). esbuild bundles our sources and the contract
// package (TypeScript, a workspace); every other package stays an import from node_modules. The SQL migrations are
// read at start from beside the bundle (db/client.ts looks for ./migrations next to the running file), so they are
// copied there. Writes dist/build-stamp.json last: scripts/start.mjs compares it with the sources.
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const server = new URL('..', import.meta.url).pathname;
const dist = join(server, 'dist');
// Built beside, then swapped in: a server started from dist/ meanwhile never finds it half written or missing.
const next = join(server, `dist.next-${process.pid}`);
const pkg = JSON.parse(readFileSync(join(server, 'package.json'), 'utf8'));
const started = performance.now();

rmSync(next, { recursive: true, force: true });
await build({
  // The server, and the operator's commands (backup, restore) that share its code and its migrations folder.
  entryPoints: { main: join(server, 'src/main.ts'), ops: join(server, 'src/ops/main.ts') },
  outdir: next,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // Packages load from node_modules as they would under tsx; only the contract (TypeScript source) is compiled in.
  external: Object.keys(pkg.dependencies).filter((name) => name !== '@gathering/contract'),
  // Some bundled CommonJS paths call require(): give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync(join(server, 'src/db/migrations'), join(next, 'migrations'), { recursive: true });
writeFileSync(join(next, 'build-stamp.json'), JSON.stringify({ builtAt: new Date().toISOString() }) + '\n');
rmSync(dist, { recursive: true, force: true });
renameSync(next, dist);
console.log(`Server built into apps/server/dist in ${Math.round(performance.now() - started)} ms.`);
