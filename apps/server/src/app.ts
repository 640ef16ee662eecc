import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { pendingMigrations, type Database } from './db/client';
import type { ZoneRules } from './db/zone-rules';
import { createQueue, type JobQueue } from './jobs/queue';
import { systemClock, type Clock } from './lib/clock';
import { databaseOutage } from './lib/database-outage';
import { createRequestsInFlight } from './lib/requests-in-flight';
import { registerCompression } from './plugins/compression';
import { registerAppAuth } from './plugins/app-auth';
import { registerAuth } from './plugins/auth';
import { registerRequestContext } from './plugins/request-context';
import { registerErrorHandler } from './plugins/errors';
import { registerIdempotency } from './plugins/idempotency';
import { registerInputGuard } from './plugins/input-guard';
import { registerRateLimits } from './plugins/rate-limit';
import { loggerOptions } from './plugins/logging';
import { registerDrain } from './plugins/drain';
import { registerRequestsInFlight } from './plugins/in-flight';
import { helmetOptions, registerSecurityHeaders } from './plugins/security-headers';
import { registerSwagger } from './plugins/swagger';
import { registerWeb } from './plugins/web';
import { createMetrics, registerMetrics } from './plugins/metrics';
import { queueStats } from './jobs/queue-stats';
import { createTokenSigner } from './modules/auth/auth.tokens';
import { REFRESH_COOKIE } from './modules/auth/auth.routes';
import { authRepository } from './modules/auth/auth.repository';
import { guestsRepository } from './modules/guests/guests.repository';
import { createMailTransport, type MailTransport } from './modules/mail/mail.transport';
import { createGuestSigner } from './modules/app/app.tokens';
import type { PushProviders } from './modules/notifications/providers';
import type { DeliveryTuning } from './modules/notifications/delivery';
import { registerModules } from './composition';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { diskWarning, serverVolumes, volumeSpace } from './lib/files/disk-space';
import { auditRoleWarning } from './db/audit-roles';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  mailTransport?: MailTransport;
  logger?: FastifyServerOptions['logger'];
  /** Push providers (tests and the benchmark point them at a simulator); default: Apple and Google per config. */
  pushProviders?: PushProviders;
  /** Delivery page sizes and concurrency (the benchmark and the crash test tune them). */
  deliveryTuning?: Partial<DeliveryTuning>;
  /** The server's UTC offset of a zone at an instant (tests stand in for outdated time-zone rules). */
  serverZoneOffset?: (zone: string, at: Date) => number;
  /** Off only in bench/audit.ts, which measures what the audit trail costs the write path. */
  auditOff?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: JobQueue;
    /** Push: picks up sends a stopped worker left (call once the queue works; main.ts does). */
    notifications: { resume(): Promise<void> };
    /** Members imports: queues again those a stopped server was running (call once the queue works; main.ts does). */
    imports: { resume(): Promise<void> };
    /** Community exports: starts over those a stopped server was writing, and clears what it left (main.ts). */
    exports: { resume(): Promise<void> };
    /** Whether the server's and the database's time-zone rules agree, per zone (db/zone-rules.ts). */
    zoneRules: ZoneRules;
  }
}

// JSON bodies are small; uploads have their own, larger limits on their routes.
export const BODY_LIMIT = 1024 * 1024;

/** Builds the whole HTTP application over a database. Tests call this and use `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    // Redacted and without query parameters (plugins/logging.ts); tests pass their own, built the same way.
    logger: deps.logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    // Requests still running get this long to finish on shutdown.
    pluginTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Calls without a payload (logout, refresh) may still say application/json: an empty body is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body === '' ? done(null, undefined) : parseJson(req, body as string, done),
  );

  // The id is in every log line of the request; handing it back lets a person quote it in a support ticket.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });

  // A database out of reach is logged once, then once a minute, then its recovery: by the queue and requests alike.
  const outage = databaseOutage({ logger: app.log, probe: () => database.executeSql('select 1'), clock });
  const queue = createQueue(database, app.log, outage);
  app.decorate('queue', queue);
  app.addHook('onClose', async () => {
    outage.close();
    await queue.stop();
    transport.close();
  });

  await app.register(cookie);
  await registerSecurityHeaders(app, helmetOptions(config.publicUrl.startsWith('https://')));
  registerErrorHandler(app, { outage });
  // Compressed, validated reads for slow links (before any route and before the web app's static files).
  await registerCompression(app);
  // Counted from their first hook: long jobs on the embedded engine step aside while requests are served.
  const requests = createRequestsInFlight();
  registerRequestsInFlight(app, requests);
  // Before every route: during the shutdown drain, new requests are turned away first.
  registerDrain(app);
  registerInputGuard(app);
  // The routes' limits count in the database, shared by every server (plugins/rate-limit.ts).
  registerRateLimits(app, { database, clock });
  // Counters the sending paths move and gauges read at scrape time (plugins/metrics.ts).
  const metrics = createMetrics();
  // The folders the server writes to, whose free space /metrics and /readyz report (a full one refuses writes).
  const volumes = serverVolumes(config);
  await registerMetrics(app, {
    metrics,
    sources: {
      queueStats: () => queueStats(database),
      poolStats: () => database.poolStats(),
      diskSpace: () => volumeSpace(volumes),
    },
    token: config.metricsToken,
  });
  await registerSwagger(app, { refreshCookie: REFRESH_COOKIE });
  // The plugins import no module: what they need from auth and guests is handed to them here, as ports.
  const signer = createTokenSigner(config.jwtSecret);
  const verifyAccessToken = signer.verify;
  registerAuth(app, {
    verifyAccessToken,
    loadSession: (sessionId) => authRepository.loadAuthPrepared(database, sessionId),
    clock,
  });
  // Who acts and from where, for the audit trail written deep inside services' transactions.
  registerRequestContext(app);
  // A save retried after a dropped link is done once (Idempotency-Key; the console sends one with every change).
  registerIdempotency(app, { database, clock });
  const guestSigner = createGuestSigner(config.jwtSecret);
  // Member app callers (members and guests): app.authorizeApp({ guests }) for every /app/v1 route.
  registerAppAuth(app, {
    verifyAccessToken,
    loadSessions: (sessionIds) => authRepository.loadAuthsPrepared(database, sessionIds),
    verifyGuestToken: guestSigner.verify,
    findGuest: (guestId) => guestsRepository.find(database.db, guestId),
    clock,
  });

  const transport =
    deps.mailTransport ??
    createMailTransport({ smtpUrl: config.smtpUrl, mailDir: join(config.dataDir, 'mail'), logger: app.log });

  // Repositories, ports, services, jobs and routes of every module: composition.ts (one composition root, split
  // in two files for length).
  await registerModules(app, {
    requests,
    config,
    database,
    clock,
    queue,
    signer,
    guestSigner,
    transport,
    pushProviders: deps.pushProviders,
    deliveryTuning: deps.deliveryTuning,
    serverZoneOffset: deps.serverZoneOffset,
    auditOff: deps.auditOff,
    metrics,
    readiness: {
      migrations: async () => {
        const pending = await pendingMigrations(database);
        return pending.length ? `Migrations not applied yet: ${pending.join(', ')}.` : null;
      },
      queue: () => queue.health(),
      disk: () => diskWarning(volumes, config.diskLowBytes),
      auditRoles: () => auditRoleWarning(database),
    },
  });
  // Beside the server's source folder and its build folder alike (src/ and dist/ are one level below apps/server).
  await registerWeb(app, config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url)));
  return app;
}
