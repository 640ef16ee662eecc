#!/usr/bin/env node
// Starts the real server for the browser journeys: a fresh embedded database in a throwaway DATA_DIR, the demo
// platform seeded, and the built web app (apps/web/dist) served on the same port.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [port, dataDir, demoPassword, adminPassword] = process.argv.slice(2);
const root = fileURLToPath(new URL('../../', import.meta.url));
if (!existsSync(`${root}apps/web/dist/index.html`)) {
  console.error('apps/web/dist is missing: run `npm run build -w apps/web` first.');
  process.exit(1);
}
// A database left over from an earlier run would hold the previous run's consumed tokens and changed passwords.
rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DEMO: '1',
  DEMO_PASSWORD: demoPassword,
  PLATFORM_ADMIN_PASSWORD: adminPassword,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
};
// The demo platform is only seeded on the embedded database.
delete env.DATABASE_URL;
delete env.SMTP_URL;

// One process (as npm start): the tsx CLI would relay SIGTERM and kill the server before it drains.
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: `${root}apps/server`,
  env,
  stdio: 'inherit',
});
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
