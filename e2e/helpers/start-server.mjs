#!/usr/bin/env node
// Starts the real server for the browser journeys: a fresh embedded database in a throwaway DATA_DIR with the demo
// platform seeded (or a copy of a seeded template, E2E_TEMPLATE_DIR), and the built web app (apps/web/dist) served
// on the same port.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { root, serverArgs, serverDir, serverEnv } from './server-env.mjs';

const [port, dataDir, demoPassword, adminPassword] = process.argv.slice(2);
if (!existsSync(`${root}apps/web/dist/index.html`)) {
  console.error('apps/web/dist is missing: run `npm run build -w apps/web` first.');
  process.exit(1);
}
// A database left over from an earlier run would hold the previous run's consumed tokens and changed passwords.
rmSync(dataDir, { recursive: true, force: true });
// `npm test` seeds the demo platform once (seed-template.mjs, on this same port) and each run starts from a copy.
const template = process.env.E2E_TEMPLATE_DIR;
if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });

const child = spawn(process.execPath, serverArgs, {
  cwd: serverDir,
  env: serverEnv(port, dataDir, demoPassword, adminPassword),
  stdio: 'inherit',
});
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
