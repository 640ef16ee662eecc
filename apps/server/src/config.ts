import { mkdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { derToPem, isEd25519Pem, persistentSecret, persistentSigningKey } from './lib/kept-secrets';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';
import {
  defaultSubject,
  persistentVapidKey,
  webPushConfig,
  webPushVariables,
  type WebPushConfig,
} from './lib/vapid';

/** A comma-separated list of https URLs (empty: none). */
const httpsList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https$/ })))
  .default([]);

// Every environment variable Gathering reads, parsed once. docs/configuration.md documents each.
const schema = z.object({
  // What this process does: all (HTTP and the job queue's workers, one process), api (HTTP only) or worker (jobs
  // only, answering the health probes). api and worker run beside others on one PostgreSQL (docs/scale-out.md).
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  // PostgreSQL: the most connections this process opens (its pool, which the job queue shares).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  GUEST_JOINS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Gathering <no-reply@gathering.local>'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PLATFORM_ADMIN_EMAIL: z.email().default('admin@gathering.local'),
  PLATFORM_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  // Unset: demo data on a development start, never under NODE_ENV=production (the image and the unit set it).
  DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  NODE_ENV: z.string().optional(),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The proxies believed about the client's address (lib/trust-proxy.ts): none, a count, or their addresses.
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v.trim());
      if (parsed && 'error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  WEB_DIST: z.string().optional(),
  // Lets a scraper outside the machine's private networks read /metrics (Authorization: Bearer <token>).
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // AES-256-GCM key for push credentials at rest; generated once into DATA_DIR when unset.
  PUSH_CREDENTIALS_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  // Uploaded files go to this S3-compatible bucket when set, else to DATA_DIR/uploads.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).default('0'),
  // Push providers: overridable so tests, the bench and a proxy can stand in for Apple and Google.
  APNS_URL: z.url({ protocol: /^https$/ }).default('https://api.push.apple.com'),
  FCM_URL: z.url({ protocol: /^https$/ }).default('https://fcm.googleapis.com'),
  FCM_TOKEN_URL: z.url({ protocol: /^https$/ }).optional(),
  // Token endpoints a service account's token_uri may name besides Google's own (comma-separated https URLs): a
  // proxy, or the test push simulator on loopback. Any other token_uri is refused: it would receive the signed JWT.
  PUSH_TOKEN_URL_ALLOW: httpsList,
  PUSH_CONNECTIONS: z.coerce.number().int().min(1).max(64).default(4),
  // The in-process provider simulator the DEMO communities send to.
  PUSH_SIMULATOR_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(20),
  PUSH_SIMULATOR_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  // The audit trail's retention: never under 24 months (PIPEDA's breach records); a lower value refuses to start.
  AUDIT_RETENTION_MONTHS: z.coerce
    .number()
    .int()
    .min(24, 'must be at least 24 (months)')
    .max(1200)
    .default(24),
  // Where the audit trail's signed checkpoints are kept, outside the database (a folder beside the backups).
  AUDIT_CHECKPOINT_DIR: z.string().min(1).optional(),
  // The role that owns the tables (PostgreSQL): migrations run with it at start, the server's own work with
  // DATABASE_URL, a role that cannot switch off the audit trail's guards (docs/operations.md).
  DATABASE_OWNER_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // PostgreSQL straight, when DATABASE_URL names a pooler in transaction mode (PgBouncer): what needs one session
  // for longer than a transaction (migrations, the start-up locks, the lock each process holds for its place among
  // the servers, pg_dump) connects here; the pool then prepares no named statements (docs/scale-out.md).
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Below this much free space on DATA_DIR's volume (or the uploads' own), /readyz warns (megabytes).
  DISK_LOW_MB: z.coerce.number().int().min(0).default(1024),
  // Days between a platform administrator closing a community and its deletion (restorable until then).
  COMMUNITY_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  // Where the server and its data run, as the operator names it ("Canada (Montréal), ca-central-1"): the
  // "Your data" page states it. DATABASE_REGION when a DATABASE_URL server runs elsewhere.
  DATA_REGION: z.string().min(1).max(120).optional(),
  DATABASE_REGION: z.string().min(1).max(120).optional(),
  // CAP (issue 37): the feed addresses communities may relay alerts from (comma-separated https URL prefixes, e.g.
  // https://alerts.example.ca/feeds/); a source outside them is refused. Empty: no relaying.
  CAP_SOURCE_ALLOW: httpsList,
  // The key and certificate (PEM, together) that sign published CAP documents; made once into DATA_DIR when unset.
  CAP_SIGNING_KEY: z.string().min(1).optional(),
  // Statistics Canada's SGC 2021 census subdivisions, as a file (its classification-structure CSV, or code|name
  // lines): administrators find their subdivisions by name in it. Unset: only the few shipped (docs/cap.md).
  CAP_SGC_FILE: z.string().min(1).optional(),
  // With DEMO on: the loopback port of the CAP feed simulator (0: any free port).
  CAP_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  // The Ed25519 key that signs deletion certificates (PKCS#8 PEM); generated once into DATA_DIR when unset.
  // A PEM spans lines, which an environment file (systemd's, compose's) does not carry: its one-line base64 (of the
  // PKCS#8 DER, `openssl genpkey -algorithm ed25519 -outform DER | base64 -w0`) is read as the same key.
  CERTIFICATE_SIGNING_KEY: z
    .string()
    .transform((v) => (v.includes('-----BEGIN') ? v : derToPem(v)))
    .refine(isEd25519Pem, 'must be an Ed25519 private key, in PKCS#8 PEM or its one-line base64')
    .optional(),
  ...webPushVariables,
});

export type Role = 'all' | 'api' | 'worker';

/**
 * The secrets every server sharing a database must hold alike: each from its variable, else generated once into
 * its file in DATA_DIR (one process only). Backups carry each; the start refuses one that differs from the other
 * servers' (db/server-set.ts).
 */
export const SECRETS = [
  { variable: 'JWT_SECRET', file: 'jwt-secret' },
  { variable: 'PUSH_CREDENTIALS_KEY', file: 'push-credentials-key' },
  { variable: 'CERTIFICATE_SIGNING_KEY', file: 'certificate-signing-key.pem' },
] as const;

/**
 * Keys every server sharing a database must hold alike too, each made in DATA_DIR when unset (Web Push's at start,
 * CAP's at its first use, or at start on PostgreSQL), but not among SECRETS: an install from before them has none,
 * which the operator's commands accept. WEB_PUSH_VAPID_PRIVATE_KEY: browsers subscribed with one server's key are
 * refused by their push services when another sends. CAP_SIGNING_KEY: partners check published alerts against one
 * certificate.
 */
export const SHARED_KEYS = [
  { variable: 'WEB_PUSH_VAPID_PRIVATE_KEY', file: 'web-push-vapid-key' },
  { variable: 'CAP_SIGNING_KEY', file: 'cap-signing.pem' },
] as const;

export interface Config {
  role: Role;
  /** PostgreSQL: the pool's size (DATABASE_POOL_SIZE). */
  poolSize: number;
  /** New guests one client address may make in an hour (GUEST_JOINS_PER_ADDRESS). */
  guestJoinsPerAddress: number;
  /** The secrets and shared keys (their variables) this process reads from DATA_DIR files, not its environment. */
  keptSecrets: string[];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL straight when databaseUrl is a pooler in transaction mode (see sessionUrl). */
  databaseDirectUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  jwtSecret: string;
  platformAdminEmail: string;
  platformAdminPassword?: string;
  demo: boolean;
  demoPassword?: string;
  logLevel: string;
  trustProxy: TrustProxy;
  webDist?: string;
  metricsToken?: string;
  /** base64 of 32 bytes. */
  pushCredentialsKey: string;
  /** Set when uploads go to an S3-compatible bucket instead of DATA_DIR/uploads. */
  s3?: S3Config;
  push: PushConfig;
  /** Months the audit trail keeps a row (at least 24). */
  auditRetentionMonths: number;
  /** Days a closed community stays restorable before its deletion. */
  graceDays: number;
  /** Free bytes under which /readyz warns that the disk is nearly full. */
  diskLowBytes: number;
  /** The folder of the audit trail's signed checkpoints. */
  auditCheckpointDir: string;
  /** The checkpoints go to the S3 bucket instead (S3 set and AUDIT_CHECKPOINT_DIR not): processes share them. */
  auditCheckpointsInBucket: boolean;
  /** PostgreSQL: the tables' owner, for migrations only (unset: DATABASE_URL runs them). */
  databaseOwnerUrl?: string;
  /** Where things run, as configured (null: not stated by the operator). */
  regions: { data: string | null; database: string | null };
  /** Ed25519 private key (PKCS#8 PEM) signing deletion certificates. */
  certificateKey: string;
  webPush: WebPushConfig;
  /** CAP: relay sources, signing key (else DATA_DIR/cap-signing.pem), subdivisions' file, demo simulator port. */
  cap: { sourceAllow: string[]; signingKey?: string; sgcFile?: string; simulatorPort: number };
}

export interface PushConfig {
  apnsUrl: string;
  fcmUrl: string;
  /** Overrides each service account's token_uri when set. */
  fcmTokenUrl?: string;
  /** Token endpoints a service account may name besides Google's (PUSH_TOKEN_URL_ALLOW). */
  tokenUrlAllow: string[];
  /** HTTP/2 sessions per APNs key and per FCM origin. */
  connections: number;
  simulator: { latencyMs: number; failureRate: number };
}

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

/** Where a session longer than one transaction goes on PostgreSQL: DATABASE_DIRECT_URL, else DATABASE_URL. */
export function sessionUrl(config: Pick<Config, 'databaseUrl' | 'databaseDirectUrl'>): string | undefined {
  return config.databaseDirectUrl ?? config.databaseUrl;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return readConfig(env, true).config;
}

/**
 * The configuration as the operator's commands read it (backup, restore, audit:verify, community:import): as the
 * server's, but creating nothing, neither DATA_DIR nor a secret. A secret neither set in the environment nor kept in
 * DATA_DIR is named in `missing` (its field left empty), for the command to refuse, or to ignore when it brings its
 * own (a restore writes the backup's).
 */
export function loadExistingConfig(env: NodeJS.ProcessEnv = process.env): {
  config: Config;
  missing: string[];
} {
  return readConfig(env, false);
}

function readConfig(env: NodeJS.ProcessEnv, create: boolean): { config: Config; missing: string[] } {
  // Empty strings count as unset, so `DATABASE_URL= npm start` means "embedded".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (create) mkdirSync(dataDir, { recursive: true });
  const missing: string[] = [];
  const kept = (given: string | undefined, name: string, load: (dir: string, name: string) => string) => {
    if (given) return given;
    if (create || existsSync(join(dataDir, name))) return load(dataDir, name);
    missing.push(name);
    return '';
  };
  const truthy = (v: string) => v === '1' || v === 'true';
  // Half a key pair would fall back to the SDK's own credential chain without saying so.
  if (e.DATABASE_OWNER_URL && !e.DATABASE_URL)
    throw new ConfigError('Invalid configuration: DATABASE_OWNER_URL goes with DATABASE_URL (PostgreSQL)');
  if (e.DATABASE_DIRECT_URL && !e.DATABASE_URL)
    throw new ConfigError('Invalid configuration: DATABASE_DIRECT_URL goes with DATABASE_URL (PostgreSQL)');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  if (e.ROLE !== 'all') {
    // A process with a role is one of several: nothing of what they share may be made in its own folder.
    const unset = [
      'DATABASE_URL',
      ...[...SECRETS, ...SHARED_KEYS].map((s) => s.variable),
      'S3_BUCKET',
    ].filter((name) => !e[name as keyof typeof e]);
    if (unset.length)
      throw new ConfigError(
        `Invalid configuration: ROLE=${e.ROLE} runs beside other Gathering processes on one PostgreSQL, sharing their secrets and their file store, so it needs ${unset.join(', ')} in its environment (the same values on every process; nothing is generated per DATA_DIR).`,
      );
  }
  const keptSecrets = [...SECRETS, ...SHARED_KEYS].filter((s) => !e[s.variable]).map((s) => s.variable);
  const config: Config = {
    role: e.ROLE,
    poolSize: e.DATABASE_POOL_SIZE,
    guestJoinsPerAddress: e.GUEST_JOINS_PER_ADDRESS,
    keptSecrets,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: kept(e.JWT_SECRET, 'jwt-secret', persistentSecret),
    platformAdminEmail: e.PLATFORM_ADMIN_EMAIL.toLowerCase(),
    platformAdminPassword: e.PLATFORM_ADMIN_PASSWORD,
    demo: e.DEMO === undefined ? e.NODE_ENV !== 'production' : truthy(e.DEMO),
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST,
    metricsToken: e.METRICS_TOKEN,
    pushCredentialsKey: kept(e.PUSH_CREDENTIALS_KEY, 'push-credentials-key', (dir, name) =>
      persistentSecret(dir, name, 32),
    ),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: truthy(e.S3_FORCE_PATH_STYLE),
        }
      : undefined,
    push: {
      apnsUrl: e.APNS_URL.replace(/\/$/, ''),
      fcmUrl: e.FCM_URL.replace(/\/$/, ''),
      fcmTokenUrl: e.FCM_TOKEN_URL,
      tokenUrlAllow: e.PUSH_TOKEN_URL_ALLOW,
      connections: e.PUSH_CONNECTIONS,
      simulator: { latencyMs: e.PUSH_SIMULATOR_LATENCY_MS, failureRate: e.PUSH_SIMULATOR_FAILURE_RATE },
    },
    auditRetentionMonths: e.AUDIT_RETENTION_MONTHS,
    graceDays: e.COMMUNITY_GRACE_DAYS,
    diskLowBytes: e.DISK_LOW_MB * 1024 * 1024,
    auditCheckpointDir: resolve(e.AUDIT_CHECKPOINT_DIR ?? join(dataDir, 'audit-checkpoints')),
    auditCheckpointsInBucket: !!e.S3_BUCKET && !e.AUDIT_CHECKPOINT_DIR,
    databaseOwnerUrl: e.DATABASE_OWNER_URL,
    regions: { data: e.DATA_REGION ?? null, database: e.DATABASE_REGION ?? e.DATA_REGION ?? null },
    certificateKey: kept(e.CERTIFICATE_SIGNING_KEY, 'certificate-signing-key.pem', persistentSigningKey),
    webPush: webPushConfig(
      // Not required of an operator's command: an install from before Web Push has none until its server starts.
      e.WEB_PUSH_VAPID_PRIVATE_KEY?.trim() ||
        (create || existsSync(join(dataDir, 'web-push-vapid-key'))
          ? persistentVapidKey(dataDir, 'web-push-vapid-key')
          : ''),
      e.WEB_PUSH_SUBJECT ?? defaultSubject(e.PUBLIC_URL, e.MAIL_FROM),
      e.WEB_PUSH_ENDPOINT_ALLOW,
    ),
    cap: {
      sourceAllow: e.CAP_SOURCE_ALLOW,
      signingKey: e.CAP_SIGNING_KEY,
      sgcFile: e.CAP_SGC_FILE,
      simulatorPort: e.CAP_SIMULATOR_PORT,
    },
  };
  return { config, missing };
}
