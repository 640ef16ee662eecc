import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZoneRules } from './db/zone-rules';
import type { JobQueue } from './jobs/queue';
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
import { registerWorkerOnly } from './plugins/worker-only';
import { registerRequestsInFlight } from './plugins/in-flight';
import { helmetOptions, registerSecurityHeaders } from './plugins/security-headers';
import { registerSwagger } from './plugins/swagger';
import { registerWeb } from './plugins/web';
import { createMetrics, registerMetrics } from './plugins/metrics';
import { queueStats } from './jobs/queue-stats';
import {
  callerPorts,
  createCore,
  MEMBER_COOKIE,
  registerModules,
  REFRESH_COOKIE,
  type CoreDeps,
} from './composition';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { serverVolumes, volumeSpace } from './lib/files/disk-space';

/** What buildApp is given: a configuration and a database; tests and benchmarks set the optional parts. */
export interface AppDeps extends Omit<
  CoreDeps,
  'clock' | 'logger' | 'metrics' | 'requests' | 'outage' | 'volumes'
> {
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: JobQueue;
    /** Push: picks up sends a stopped worker left (call once the queue works; main.ts does). */
    notifications: { resume(): Promise<void> };
    /** Members imports: queues again those a stopped server was running (call once the queue works; main.ts does). */
    imports: { resume(): Promise<void> };
    /** Contacts imports: the same for the imports of contact channels (issue 36). */
    contactImports: { resume(): Promise<void> };
    /** Community exports: starts over those a stopped server was writing, and clears what it left (main.ts). */
    exports: { resume(): Promise<void> };
    /**
     * The alert cascade's worker (issue 36): main.ts starts its ticks once the queue works; tests run a tick (or
     * settle: ticks until no sender has work) under the test clock themselves.
     */
    cascade: { start(): void; stop(): Promise<void>; tick(): Promise<void>; settle(): Promise<void> };
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
  // ROLE=worker: the probes and /metrics only (plugins/worker-only.ts).
  if (config.role === 'worker') registerWorkerOnly(app);
  registerInputGuard(app);
  // The routes' limits count in the database, shared by every server (plugins/rate-limit.ts).
  registerRateLimits(app, { database, clock });
  // Counters the sending paths move and gauges read at scrape time (plugins/metrics.ts).
  const metrics = createMetrics();
  // The folders the server writes to, whose free space /metrics and /readyz report (a full one refuses writes).
  const volumes = serverVolumes(config);
  // The modules' common ground: the queue, mail, storage, the audit trail, the token signers (composition/core.ts).
  const core = createCore({ ...deps, clock, logger: app.log, metrics, requests, outage, volumes });
  await registerMetrics(app, {
    metrics,
    sources: {
      queueStats: () => queueStats(database),
      poolStats: () => database.poolStats(),
      diskSpace: () => volumeSpace(volumes),
    },
    token: config.metricsToken,
  });
  await registerSwagger(app, { refreshCookie: REFRESH_COOKIE, memberCookie: MEMBER_COOKIE });
  // The plugins import no module: what they need from auth and guests is handed to them as ports.
  const callers = callerPorts(core);
  registerAuth(app, callers.console);
  // Who acts and from where, for the audit trail written deep inside services' transactions.
  registerRequestContext(app);
  // A save retried after a dropped link is done once (Idempotency-Key; the console sends one with every change).
  registerIdempotency(app, { database, clock });
  // Member app callers (members and guests): app.authorizeApp({ guests }) for every /app/v1 route.
  registerAppAuth(app, callers.app);

  // Every module's repositories, ports, services, hooks, jobs and routes: the composition root (composition/).
  await registerModules(app, core);
  // Beside the server's source folder and its build folder alike (src/ and dist/ are one level below apps/server).
  await registerWeb(app, config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url)));
  return app;
}
