import type { FastifyInstance } from 'fastify';
import { messages } from '@gathering/contract';

// What a ROLE=worker process answers over HTTP: its probes and its metrics, so an orchestrator can watch it.
const PROBES = new Set(['/health', '/livez', '/readyz', '/metrics']);

/**
 * A worker runs jobs, not requests: every other path is answered 404, as if there were no such route (a load
 * balancer pointed at a worker by mistake gets nothing served, and nothing changed).
 */
export function registerWorkerOnly(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (PROBES.has(request.url.split('?')[0])) return done();
    void reply
      .code(404)
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send({ message: messages.notFound });
  });
}
