import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'gathering-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('has working defaults: port 8080, embedded database, outbox mail, demo on', () => {
    const c = load({});
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:8080',
      platformAdminEmail: 'admin@gathering.local',
      demo: true,
      trustProxy: false,
    });
  });

  it('seeds no demo data under NODE_ENV=production unless DEMO=1 is given explicitly', () => {
    expect(load({ NODE_ENV: 'production' }).demo).toBe(false);
    expect(load({ NODE_ENV: 'production', DEMO: '1' }).demo).toBe(true);
    expect(load({ NODE_ENV: 'development' }).demo).toBe(true);
    expect(load({ DEMO: '0' }).demo).toBe(false);
  });

  it('reads every variable, and treats empty ones as unset', () => {
    const c = load({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/gathering',
      PUBLIC_URL: 'https://admin.example.org/',
      SMTP_URL: 'smtp://mail.example.org:2525',
      JWT_SECRET: 'x'.repeat(40),
      PLATFORM_ADMIN_EMAIL: 'Root@Example.org',
      PLATFORM_ADMIN_PASSWORD: 'a long password',
      DEMO: '0',
      DEMO_PASSWORD: 'demo password',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      METRICS_TOKEN: 'a-scraper-token-of-some-length',
      DATABASE_DIRECT_URL: 'postgres://u:p@db-primary:5432/gathering',
    });
    expect(c).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/gathering',
      databaseDirectUrl: 'postgres://u:p@db-primary:5432/gathering',
      publicUrl: 'https://admin.example.org',
      smtpUrl: 'smtp://mail.example.org:2525',
      jwtSecret: 'x'.repeat(40),
      platformAdminEmail: 'root@example.org',
      platformAdminPassword: 'a long password',
      demo: false,
      demoPassword: 'demo password',
      trustProxy: { addresses: ['127.0.0.1', '10.0.0.0/8'] },
      metricsToken: 'a-scraper-token-of-some-length',
    });
    expect(load({ DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_URL', 'localhost:5432'],
    // PostgreSQL straight behind a pooler: there is no pooler without DATABASE_URL.
    ['DATABASE_DIRECT_URL', 'postgres://u:p@db-primary:5432/gathering'],
    ['DATABASE_DIRECT_URL', 'db-primary:5432'],
    ['JWT_SECRET', 'too-short'],
    ['SMTP_URL', 'http://mail.example.org'],
    ['PUBLIC_URL', 'not a url'],
    ['PLATFORM_ADMIN_EMAIL', 'root'],
    ['PLATFORM_ADMIN_PASSWORD', 'short'],
    ['DEMO', 'maybe'],
    ['METRICS_TOKEN', 'short'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '127.0.0.1,proxy.example.org'],
    ['TRUST_PROXY', '99'],
  ])('refuses %s=%s with a ConfigError naming the variable', (name, value) => {
    let error: unknown;
    try {
      load({ [name]: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(name);
  });

  it('reads TRUST_PROXY as no proxy, a number of proxies, or their addresses; never as "believe anyone"', () => {
    expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    // What deploy/gathering.env.example said before addresses were taken: one proxy in front, counted by hops.
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(load({ TRUST_PROXY: 'loopback,::1,fd00::/8' }).trustProxy).toEqual({
      addresses: ['loopback', '::1', 'fd00::/8'],
    });
    expect(() => load({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration: TRUST_PROXY true would believe whatever address a client writes first/,
    );
  });

  it('generates the JWT secret once into DATA_DIR and reuses it', () => {
    const first = load({}).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(48);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    // Only the server's user may read it.
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(load({}).jwtSecret).toBe(first);
    // A configured secret wins and leaves the file alone.
    expect(load({ JWT_SECRET: 'y'.repeat(32) }).jwtSecret).toBe('y'.repeat(32));
    expect(load({}).jwtSecret).toBe(first);
    const otherDir = mkdtempSync(join(tmpdir(), 'gathering-config-'));
    try {
      expect(loadConfig({ DATA_DIR: otherDir }).jwtSecret).not.toBe(first);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('generates the Web Push VAPID key once into DATA_DIR, keeps it, and refuses one that is not a P-256 key', () => {
    const first = load({}).webPush;
    const file = join(dataDir, 'web-push-vapid-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.privateKey);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    // The public key browsers subscribe with: uncompressed P-256 (65 bytes, 0x04 first).
    const pub = Buffer.from(first.publicKey, 'base64url');
    expect(pub).toHaveLength(65);
    expect(pub[0]).toBe(4);
    expect(load({}).webPush.publicKey).toBe(first.publicKey);
    // Who push services may contact: the install's address, else its mail sender.
    expect(load({ PUBLIC_URL: 'https://gathering.example.org/' }).webPush.subject).toBe(
      'https://gathering.example.org',
    );
    expect(load({ MAIL_FROM: 'Gathering <ops@example.org>' }).webPush.subject).toBe('mailto:ops@example.org');
    expect(() => load({ WEB_PUSH_VAPID_PRIVATE_KEY: 'not-a-key' })).toThrow(ConfigError);
    expect(() => load({ WEB_PUSH_ENDPOINT_ALLOW: 'http://127.0.0.1:9' })).toThrow(ConfigError);
    expect(load({ WEB_PUSH_ENDPOINT_ALLOW: 'https://127.0.0.1:9443/x' }).webPush.endpointAllow).toEqual([
      'https://127.0.0.1:9443',
    ]);
  });

  it('runs as one process by default; ROLE=api and ROLE=worker need every shared thing in their environment', () => {
    // A process with a role is one of several: it makes no secret of its own, and names everything missing.
    expect(() => load({ ROLE: 'api', JWT_SECRET: 'y'.repeat(32) })).toThrow(
      new ConfigError(
        'Invalid configuration: ROLE=api runs beside other Gathering processes on one PostgreSQL, sharing their secrets and their file store, so it needs DATABASE_URL, PUSH_CREDENTIALS_KEY, CERTIFICATE_SIGNING_KEY, WEB_PUSH_VAPID_PRIVATE_KEY, CAP_SIGNING_KEY, S3_BUCKET in its environment (the same values on every process; nothing is generated per DATA_DIR).',
      ),
    );
    expect(readdirSync(dataDir)).toEqual([]);
    expect(load({})).toMatchObject({ role: 'all', poolSize: 10 });
    expect(load({}).keptSecrets).toEqual([
      'JWT_SECRET',
      'PUSH_CREDENTIALS_KEY',
      'CERTIFICATE_SIGNING_KEY',
      'WEB_PUSH_VAPID_PRIVATE_KEY',
      'CAP_SIGNING_KEY',
    ]);
    const shared = {
      DATABASE_URL: 'postgres://db/gathering',
      JWT_SECRET: 'y'.repeat(32),
      PUSH_CREDENTIALS_KEY: Buffer.alloc(32, 1).toString('base64'),
      CERTIFICATE_SIGNING_KEY: generateKeyPairSync('ed25519')
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
      WEB_PUSH_VAPID_PRIVATE_KEY: Buffer.alloc(32, 7).toString('base64url'),
      CAP_SIGNING_KEY: 'a PEM key and certificate',
      S3_BUCKET: 'gathering-files',
      DATABASE_POOL_SIZE: '4',
    };
    expect(load({ ...shared, ROLE: 'worker' })).toMatchObject({
      role: 'worker',
      poolSize: 4,
      keptSecrets: [],
    });
    // The key's one-line base64 (an environment file holds no PEM) is the same key.
    const der = createPrivateKey(shared.CERTIFICATE_SIGNING_KEY).export({ type: 'pkcs8', format: 'der' });
    expect(load({ CERTIFICATE_SIGNING_KEY: der.toString('base64') }).certificateKey).toBe(
      shared.CERTIFICATE_SIGNING_KEY,
    );
    expect(() => load({ CERTIFICATE_SIGNING_KEY: 'bm90IGEga2V5' })).toThrow(/CERTIFICATE_SIGNING_KEY/);
    expect(() => load({ ROLE: 'both' })).toThrow(/ROLE/);
    expect(() => load({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
