#!/usr/bin/env node
// Seeds the demo platform once into TEMPLATE_DIR and stops: `npm test` runs this beside the web build, and each
// language's journeys then start from a copy (E2E_TEMPLATE_DIR, see start-server.mjs) instead of installing the
// migrations and seeding a year of demo activity again (~40 s of CPU each on two cores).
// Usage: node seed-template.mjs <port> <templateDir>
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { DEMO_PASSWORD, PLATFORM_ADMIN_PASSWORD, serverArgs, serverDir, serverEnv } from './server-env.mjs';

const [port, dir] = process.argv.slice(2);
rmSync(dir, { recursive: true, force: true });
const child = spawn(process.execPath, serverArgs, {
  cwd: serverDir,
  env: serverEnv(port, dir, DEMO_PASSWORD, PLATFORM_ADMIN_PASSWORD),
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
const deadline = Date.now() + 180_000;
let ready = false;
while (!ready && Date.now() < deadline) {
  const early = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 500))]);
  if (early) {
    console.error(`the template server stopped before it was ready (${early.code ?? early.signal})`);
    process.exit(1);
  }
  ready = await fetch(`http://127.0.0.1:${port}/health`).then(
    (r) => r.ok,
    () => false,
  );
}
// SIGTERM: the server drains and closes the database cleanly, so the copy opens like any stopped server's.
child.kill('SIGTERM');
const { code } = await exited;
if (!ready || code !== 0) {
  console.error(
    ready ? `the template server exited with ${code}` : 'the template server was not ready in time',
  );
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}
