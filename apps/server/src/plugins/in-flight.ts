import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestsInFlight } from '../lib/requests-in-flight';

/** Counts the requests being served (begun at onRequest, ended once answered or abandoned by the client). */
export function registerRequestsInFlight(app: FastifyInstance, requests: RequestsInFlight) {
  // A request ends once: answered (onResponse), or its client gone before the answer (onRequestAbort).
  const open = new WeakSet<FastifyRequest>();
  const end = (request: FastifyRequest) => {
    if (open.delete(request)) requests.end();
  };
  // Callback hooks, not async ones: they run on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    open.add(request);
    requests.begin();
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    end(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    end(request);
    done();
  });
}
