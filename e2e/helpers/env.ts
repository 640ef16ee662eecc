import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The config (which starts the server) and the specs (which read its outbox) must agree on the port and the
// data directory. The runner picks them once — a free port unless E2E_PORT is given — and exports them, so
// the worker processes it starts inherit the same values. Two runs at once (people share this machine) thus
// never share a server or a database.
const probe = `const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})`;
const freePort = () => execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
process.env.E2E_PORT ||= freePort();
export const PORT = Number(process.env.E2E_PORT);
// The demo's CAP feed simulator (CAP_SIMULATOR_PORT), picked the same way: the alerting journey publishes to it.
process.env.E2E_CAP_PORT ||= freePort();
export const CAP_ORIGIN = `https://127.0.0.1:${process.env.E2E_CAP_PORT}`;
process.env.E2E_DATA_DIR ??= join(tmpdir(), `gathering-e2e-${PORT}-${process.pid}`);

export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const DATA_DIR = process.env.E2E_DATA_DIR;
export const MAIL_DIR = join(DATA_DIR, 'mail');
export { DATA_REGION, DEMO_PASSWORD, PLATFORM_ADMIN_PASSWORD } from './server-env.mjs';
export const SCREENSHOT_DIR = new URL('../screenshots/', import.meta.url).pathname;
