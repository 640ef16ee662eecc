import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

// Mantine writes its theme variables into a <style> element; images may come from the S3 store (https:).
// upgrade-insecure-requests only over https: served over plain http (a LAN address) it would send every
// script and call to an https port that does not answer.
export const helmetOptions = (https: boolean): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      upgradeInsecureRequests: https ? [] : null,
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
});

/**
 * Helmet's security headers on every answer. @fastify/helmet rebuilds the whole helmet middleware (parsing the
 * CSP again) on every request, which cost more than the session check itself; the headers never vary here (no
 * nonces, no per-route options), so they are computed once, by helmet, and copied onto each reply. A route
 * that needs its own (the /docs UI sets its CSP) overrides them with reply.header().
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', (_req, reply) => reply.send());
  try {
    const res = await probe.inject({ method: 'GET', url: '/' });
    const own = new Set(['content-length', 'content-type', 'date', 'connection', 'keep-alive']);
    return Object.fromEntries(
      Object.entries(res.headers)
        .filter(([name, value]) => !own.has(name) && typeof value === 'string')
        .map(([name, value]) => [name, value as string]),
    );
  } finally {
    await probe.close();
  }
}
