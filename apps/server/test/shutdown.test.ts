import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, sleep } from './helpers/processes';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
// The built server (test/global-setup.ts builds it), as production and `npm start` run it: one process, so SIGTERM
// reaches the server itself.
const nodeArgs = ['--enable-source-maps', 'dist/main.js'];
const ADMIN_EMAIL = 'root@example.org';
const ADMIN_PASSWORD = 'bootstrap password';
const NEW_PASSWORD = 'changed while shutting down';

async function waitFor(condition: () => boolean, output: () => string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out; server output:\n${output()}`);
    await sleep(50);
  }
}

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
  exit: Promise<number | null>;
}

/** `node dist/main.js`, as `npm start` runs it, answering once /health does. */
async function start(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  let out = '';
  const child = spawn(process.execPath, nodeArgs, {
    cwd: serverDir,
    // Info level: the test watches for the log line of the request it holds in flight.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${base}/health`);
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not answer /health:\n${out}`);
    await sleep(200);
  }
  return { child, base, output: () => out, exit };
}

async function api(base: string, method: string, path: string, body?: object, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A request whose body arrives in two halves, so it is surely in flight in between. */
function slowRequest(base: string, method: string, path: string, body: object, token: string) {
  const payload = Buffer.from(JSON.stringify(body));
  const url = new URL(path, base);
  let sendRest!: () => void;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(payload.length / 2);
    req.write(payload.subarray(0, half));
    sendRest = () => req.end(payload.subarray(half));
  });
  return { response, sendRest: () => sendRest() };
}

describe('the server process: start, graceful shutdown, restart', () => {
  let dataDir: string;
  const env: Record<string, string> = {};
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'gathering-shutdown-'));
    Object.assign(env, {
      DATA_DIR: dataDir,
      DEMO: '0',
      PLATFORM_ADMIN_EMAIL: ADMIN_EMAIL,
      PLATFORM_ADMIN_PASSWORD: ADMIN_PASSWORD,
      DATABASE_URL: '',
      JWT_SECRET: '',
      SMTP_URL: '',
    });
    // On the PostgreSQL run, the process gets a database of its own on that server.
    const url = process.env.DATABASE_URL;
    if (url) {
      const name = `gathering_shutdown_${process.pid}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      await admin.end();
      const u = new URL(url);
      u.pathname = `/${name}`;
      env.DATABASE_URL = u.toString();
      dropDatabase = async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
    }
  });
  afterAll(async () => {
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'finishes the request in flight on SIGTERM, exits 0, and loses nothing',
    { timeout: 240_000 },
    async () => {
      const first = await start(env);
      let token: string;
      try {
        const login = await api(first.base, 'POST', '/v1/users/login', {
          credential: ADMIN_EMAIL,
          password: ADMIN_PASSWORD,
        });
        expect(login.status, first.output()).toBe(200);
        token = login.body.accessToken as string;
        const profile = await api(
          first.base,
          'PATCH',
          '/v1/users/me/profile',
          { firstName: 'Persisted', lastName: 'Admin' },
          token,
        );
        expect(profile.status).toBe(200);

        const inFlight = slowRequest(
          first.base,
          'PATCH',
          '/v1/users/me/password',
          { currentPassword: ADMIN_PASSWORD, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
          token,
        );
        // SIGTERM only once the server has the request (its log line), however slow this machine is today.
        await waitFor(() => first.output().includes('"url":"/v1/users/me/password"'), first.output);
        first.child.kill('SIGTERM');
        await sleep(500);
        // Still running: it waits for the request.
        expect(first.child.exitCode).toBeNull();
        inFlight.sendRest();
        const res = await inFlight.response;
        expect(res.status, first.output()).toBe(200);
        expect(await first.exit, first.output()).toBe(0);
        // The queue stopped before the database closed: nothing complained on the way out.
        expect(first.output()).not.toMatch(/"level":(50|60)|shutdown failed/);
        // New connections are refused once it is gone.
        await expect(fetch(`${first.base}/health`)).rejects.toThrow();
      } finally {
        if (first.child.exitCode === null) first.child.kill('SIGKILL');
      }

      const second = await start(env);
      try {
        // The session, the JWT secret kept in DATA_DIR and the password change all survived the restart.
        const me = await api(second.base, 'GET', '/v1/users/me', undefined, token);
        expect(me.status, second.output()).toBe(200);
        expect(me.body).toMatchObject({
          firstName: 'Persisted',
          lastName: 'Admin',
          isAdministratorUser: true,
        });
        const oldPassword = await api(second.base, 'POST', '/v1/users/login', {
          credential: ADMIN_EMAIL,
          password: ADMIN_PASSWORD,
        });
        expect(oldPassword.status).toBe(401);
        const newPassword = await api(second.base, 'POST', '/v1/users/login', {
          credential: ADMIN_EMAIL,
          password: NEW_PASSWORD,
        });
        expect(newPassword.status).toBe(200);
        // The bootstrap did not create a second administrator.
        expect(second.output()).not.toContain('Platform administrator:');
        second.child.kill('SIGTERM');
        expect(await second.exit, second.output()).toBe(0);
      } finally {
        if (second.child.exitCode === null) second.child.kill('SIGKILL');
      }
    },
  );

  it(
    'drains under load: 40 clients in flight on SIGTERM all get a complete answer (200, or 503 with Connection: close), none a reset',
    { timeout: 240_000 },
    async () => {
      const server = await start(env);
      const agent = new Agent({ keepAlive: true, maxSockets: 40 });
      type Outcome = { status: number; connection?: string; body: string } | { error: string };
      const get = () =>
        new Promise<Outcome>((resolve) => {
          const req = request(`${server.base}/health`, { agent }, (res) => {
            let body = '';
            res.on('data', (c) => (body += c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
            );
            res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
          });
          req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
          req.end();
        });
      try {
        let sigtermSent = false;
        let answeredBefore = 0;
        // Each client sends requests back to back on its keep-alive socket until the server turns it away (503),
        // as a client behind a load balancer would then go elsewhere; a bounded loop either way.
        const client = async () => {
          const seen: Outcome[] = [];
          for (let i = 0; i < 2_000; i++) {
            const outcome = await get();
            seen.push(outcome);
            if (!sigtermSent) answeredBefore++;
            if ('error' in outcome || outcome.status !== 200) break;
          }
          return seen;
        };
        const clients = Array.from({ length: 40 }, client);
        await waitFor(() => answeredBefore >= 200, server.output);
        server.child.kill('SIGTERM');
        sigtermSent = true;
        const outcomes = (await Promise.all(clients)).flat();
        expect(await server.exit, server.output()).toBe(0);

        const errors = outcomes.filter((o) => 'error' in o);
        expect(errors, 'no client saw a reset or a refused connection').toEqual([]);
        const answers = outcomes as { status: number; connection?: string; body: string }[];
        expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
        const turnedAway = answers.filter((a) => a.status === 503);
        // Every client ended with a 503 that closed its connection, with a sentence.
        expect(turnedAway).toHaveLength(40);
        for (const a of turnedAway) {
          expect(a.connection).toBe('close');
          expect(JSON.parse(a.body)).toEqual({
            code: 'UNAVAILABLE',
            message: 'The server is restarting. Please try again in a moment.',
          });
        }
        expect(server.output()).not.toMatch(/"level":(50|60)|shutdown failed/);
      } finally {
        agent.destroy();
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      }
    },
  );

  it('refuses to start on invalid configuration, naming the variable', { timeout: 60_000 }, async () => {
    let out = '';
    const child = spawn(process.execPath, nodeArgs, {
      cwd: serverDir,
      env: { ...process.env, ...env, PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(out).toContain('Invalid configuration: PORT');
  });
});
