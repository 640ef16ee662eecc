import { spawn, type ChildProcess } from 'node:child_process';
import { createECDH, generateKeyPairSync, randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generate } from 'selfsigned';

// What the process-level tests share (they start real servers and databases): a free loopback port, a pause, and a
// PostgreSQL to make empty databases on.

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether something accepts connections on 127.0.0.1:`port` (a started proxy, gateway or server). */
export const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** PostgreSQL: DATABASE_URL, else a throwaway cluster (scripts/with-postgres.mjs); stop() it after the tests. */
export async function postgresCluster(): Promise<{ url: string; stop(): void }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  return ownPostgresCluster();
}

/**
 * A throwaway cluster of this test's own, even when DATABASE_URL names one: for a test that stops PostgreSQL
 * (stop() is pg_ctl's fast shutdown, which ends every session with 57P01, then removes the cluster).
 */
export async function ownPostgresCluster(): Promise<{ url: string; stop(): void }> {
  // An absolute file URL: vite resolves a bare relative specifier against its own root.
  const script = new URL('../../../../scripts/with-postgres.mjs', import.meta.url).href;
  const { startCluster } = (await import(script)) as {
    startCluster(): Promise<{ url: string; stop(): void }>;
  };
  return startCluster();
}

/** A new empty database named `name` on the cluster at `clusterUrl` (dropped first if it exists): its URL. */
export async function emptyDatabaseOn(clusterUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface Server {
  child: ChildProcess;
  base: string;
  output(): string;
  exit: Promise<number | null>;
}
/**
 * The built server (test/global-setup.ts builds it) with its own port. `wrap` runs it under another command (a
 * mount namespace whose uploads folder is a small tmpfs: full-disk.test.ts), which must exec the command it is given.
 */
export async function spawnServer(
  env: Record<string, string>,
  opts: { wrap?: (argv: string[]) => string[] } = {},
): Promise<Server> {
  const port = await freePort();
  let out = '';
  const [command, ...args] = (opts.wrap ?? ((a) => a))([process.execPath, 'dist/main.js']);
  const child = spawn(command, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, output: () => out, exit };
}
export async function ready(server: Server, path = '/health') {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const status = await fetch(`${server.base}${path}`).then(
      (r) => r.status,
      () => null,
    );
    if (status === 200) return;
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`the server was not ready:\n${server.output()}`);
    await sleep(200);
  }
}

/** A fresh set of the secrets every process on one database shares (config.ts's SECRETS and SHARED_KEYS). */
export async function sharedSecrets(): Promise<Record<string, string>> {
  const vapid = createECDH('prime256v1');
  vapid.generateKeys();
  const cap = await generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'rsa', keySize: 2048 });
  return {
    JWT_SECRET: randomBytes(33).toString('base64url'),
    PUSH_CREDENTIALS_KEY: randomBytes(32).toString('base64'),
    CERTIFICATE_SIGNING_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    // 32 bytes, as lib/vapid.ts writes them (a shorter private key padded).
    WEB_PUSH_VAPID_PRIVATE_KEY: Buffer.from(
      vapid.getPrivateKey().toString('hex').padStart(64, '0'),
      'hex',
    ).toString('base64url'),
    CAP_SIGNING_KEY: `${cap.private.trim()}\n${cap.cert.trim()}\n`,
  };
}
