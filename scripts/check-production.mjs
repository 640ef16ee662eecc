#!/usr/bin/env node
// The production install, as an operator (or the image) makes it: only the built server, the manifests and the
// lockfile, `npm ci --omit=dev` for the server workspace, then plain `node apps/server/dist/main.js` must start and
// answer /health, with no development package (tsx, vitest, esbuild, drizzle-kit) installed. `npm test` runs it
// (step "production"); it needs the npm registry and a built server (`npm run build -w apps/server`).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
if (!existsSync(join(root, 'apps/server/dist/main.js'))) {
  console.error('No built server: run npm run build -w apps/server first.');
  process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), 'gathering-prod-'));
const copy = (path) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  cpSync(join(root, path), join(dir, path), { recursive: true });
};
let server;
try {
  for (const path of ['package.json', 'package-lock.json', 'scripts/node-version.mjs', 'apps/server/dist'])
    copy(path);
  // npm needs every workspace's manifest to read the lockfile; only the server's dependencies are installed.
  for (const ws of ['apps/server', 'apps/web', 'packages/contract', 'e2e']) copy(`${ws}/package.json`);
  const started = performance.now();
  execFileSync(
    'npm',
    ['ci', '--omit=dev', '--no-audit', '--no-fund', '-w', 'apps/server', '--include-workspace-root'],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const devOnly = ['tsx', 'vitest', 'esbuild', 'drizzle-kit', '@playwright/test', 'vite'].filter((p) =>
    existsSync(join(dir, 'node_modules', p)),
  );
  if (devOnly.length) throw new Error(`development packages in a production install: ${devOnly.join(', ')}`);

  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address();
      probe.close(() => resolve(p));
    });
  });
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, 'data'),
    DEMO: '0',
  };
  delete env.DATABASE_URL;
  let out = '';
  server = spawn(join(dir, 'node_modules/.bin/node'), ['apps/server/dist/main.js'], { cwd: dir, env });
  server.stdout.on('data', (d) => (out += d));
  server.stderr.on('data', (d) => (out += d));
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.status,
      () => null,
    );
    if (status === 200) break;
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`the server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGTERM');
  if ((await exited) !== 0) throw new Error(`the server did not stop cleanly:\n${out}`);
  console.log(
    `Production install: npm ci --omit=dev in ${seconds} s, no development package, node dist/main.js served /health.`,
  );
  console.log('1 passed, 0 failed');
} catch (err) {
  server?.kill('SIGKILL');
  console.error(err.message ?? err);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
