import type { FastifyInstance } from 'fastify';
import { messages } from '@gathering/contract';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts the shutdown drain and resolves after `ms`: from now on a new request is answered 503 with
     * `Connection: close`, and every response (requests already in flight finish normally) closes its connection,
     * so keep-alive clients leave one by one instead of having an idle socket closed under them. `close()` after
     * it then finds only idle connections nobody used during the drain.
     */
    drain(ms: number): Promise<void>;
  }
}

export function registerDrain(app: FastifyInstance) {
  let draining = false;
  app.decorate('drain', async (ms: number) => {
    draining = true;
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  // Callback hooks, not async ones: they run on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!draining) return done();
    // Its own serializer: the route's response schemas (a /health 503 among them) describe other answers.
    void reply
      .code(503)
      .header('connection', 'close')
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send({ message: messages.shuttingDown });
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
}
