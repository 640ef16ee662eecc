import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { VERSION } from '../lib/version';
import { messages } from '@gathering/contract';
import { FORWARDING_HEADERS } from '../lib/trust-proxy';

/** What the metrics read at scrape time from the parts that own them (built in the composition root). */
export interface MetricsSources {
  /** Jobs waiting per queue and the age of the oldest, in seconds. */
  queueStats(): Promise<{ queue: string; waiting: number; active: number; oldestSeconds: number }[]>;
  /** The PostgreSQL connection pool; null on the embedded database (one connection, in process). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** Free and total bytes of the volumes the server writes to (DATA_DIR, the uploads folder). */
  diskSpace(): Promise<{ volume: string; free: number; size: number }[]>;
}

/**
 * The server's Prometheus metrics. Counters that the sending paths move (pushes, e-mails) are created here and handed
 * to those modules as narrow ports; gauges are read from their owners when scraped.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'gathering_' });
  // The conventional build-info gauge: always 1, its labels say which release and Node run (CHANGELOG.md).
  new Gauge({
    name: 'gathering_build_info',
    help: 'The running release of Gathering and its Node.js version (always 1).',
    labelNames: ['version', 'node'],
    registers: [registry],
  }).set({ version: VERSION, node: process.version }, 1);
  const counters = {
    pushesSent: new Counter({
      name: 'gathering_pushes_sent_total',
      help: 'Push notifications accepted by APNs or FCM',
      labelNames: ['provider'] as const,
      registers: [registry],
    }),
    pushesFailed: new Counter({
      name: 'gathering_pushes_failed_total',
      help: 'Push notifications refused or undeliverable (after retries)',
      labelNames: ['provider'] as const,
      registers: [registry],
    }),
    emailsQueued: new Counter({
      name: 'gathering_emails_queued_total',
      help: 'E-mails written to the outbox',
      registers: [registry],
    }),
    emailsSent: new Counter({
      name: 'gathering_emails_sent_total',
      help: 'E-mails handed to the SMTP server (or written as .eml without one)',
      registers: [registry],
    }),
  };
  return { registry, ...counters };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** A path a scraper may read without a token: the machine itself or a private network (the usual scrape path). */
function isInternal(ip: string) {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return (
    v4 === '::1' ||
    /^127\./.test(v4) ||
    /^10\./.test(v4) ||
    /^192\.168\./.test(v4) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(v4) ||
    /^f[cd][0-9a-f]{2}:/i.test(v4)
  );
}

function hasToken(req: FastifyRequest, token: string) {
  const given = Buffer.from(req.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * `GET /metrics` in Prometheus' text format, and a request-duration histogram per route (the route's pattern, never
 * the raw URL: ids and tokens stay out of label values). Readable from loopback and private addresses when not
 * relayed by a proxy, or from anywhere with `Authorization: Bearer $METRICS_TOKEN`; anyone else gets 404, as for a path that does not exist.
 */
export async function registerMetrics(
  app: FastifyInstance,
  opts: { metrics: Metrics; sources: MetricsSources; token?: string },
) {
  const { registry } = opts.metrics;
  const duration = new Histogram({
    name: 'gathering_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const queueWaiting = new Gauge({
    name: 'gathering_job_queue_waiting',
    help: 'Jobs waiting to run, per queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const queueActive = new Gauge({
    name: 'gathering_job_queue_active',
    help: 'Jobs running, per queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const queueAge = new Gauge({
    name: 'gathering_job_queue_oldest_waiting_seconds',
    help: 'Age of the oldest waiting job, per queue (0 when none waits)',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'gathering_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on the embedded database)',
    labelNames: ['state'] as const,
    registers: [registry],
  });

  const diskFree = new Gauge({
    name: 'gathering_disk_free_bytes',
    help: 'Bytes the server may still write, per volume (data: DATA_DIR; uploads: its uploads folder, on disk storage)',
    labelNames: ['volume'] as const,
    registers: [registry],
  });
  const diskSize = new Gauge({
    name: 'gathering_disk_size_bytes',
    help: 'Size of each volume the server writes to, in bytes',
    labelNames: ['volume'] as const,
    registers: [registry],
  });

  app.addHook('onResponse', (req, reply, done) => {
    // Unmatched paths share one label: a scanner's random URLs must not create a series each.
    const route = req.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics')
      duration.observe(
        { method: req.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    done();
  });

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (req, reply) => {
    // The socket's own address, not req.ip: behind TRUST_PROXY a client could name itself 127.0.0.1 in
    // X-Forwarded-For. And a request that came through a proxy at all (it says so, in any of the headers proxies
    // set: one that sets only X-Real-IP counts too) is the public's, even when the proxy runs on this machine.
    const proxied = FORWARDING_HEADERS.some((h) => req.headers[h] !== undefined);
    const internal = !proxied && isInternal(req.socket.remoteAddress ?? '');
    if (!internal && !(opts.token && hasToken(req, opts.token)))
      return reply.status(404).send({ message: messages.notFound });
    queueWaiting.reset();
    queueActive.reset();
    queueAge.reset();
    for (const q of await opts.sources.queueStats()) {
      queueWaiting.set({ queue: q.queue }, q.waiting);
      queueActive.set({ queue: q.queue }, q.active);
      queueAge.set({ queue: q.queue }, q.oldestSeconds);
    }
    const stats = opts.sources.poolStats();
    pool.reset();
    if (stats) {
      pool.set({ state: 'total' }, stats.total);
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
    }
    diskFree.reset();
    diskSize.reset();
    for (const d of await opts.sources.diskSpace().catch(() => [])) {
      diskFree.set({ volume: d.volume }, d.free);
      diskSize.set({ volume: d.volume }, d.size);
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
