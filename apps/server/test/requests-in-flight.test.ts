import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRequestsInFlight } from '../src/lib/requests-in-flight';
import { registerRequestsInFlight } from '../src/plugins/in-flight';

describe('requests in flight (long jobs on the embedded engine step aside for them)', () => {
  it('counts a request from its first hook to its answer, an error answer included', async () => {
    const requests = createRequestsInFlight();
    const app = Fastify();
    registerRequestsInFlight(app, requests);
    let during = -1;
    app.get('/work', async () => {
      during = requests.count;
      return { ok: true };
    });
    app.get('/fails', async () => {
      throw new Error('broken');
    });
    expect((await app.inject({ method: 'GET', url: '/work' })).statusCode).toBe(200);
    expect(during).toBe(1);
    expect(requests.count).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/missing' })).statusCode).toBe(404);
    expect(requests.count).toBe(0);
    await app.close();
  });

  it('lets the work go on once no request is in flight, or after its longest wait under a steady stream', async () => {
    const requests = createRequestsInFlight();
    await requests.quiet(10_000); // none in flight: at once
    requests.begin();
    let resumed = false;
    const waiting = requests.quiet(10_000).then(() => (resumed = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(resumed).toBe(false);
    requests.end();
    await waiting;
    expect(resumed).toBe(true);

    requests.begin();
    const t0 = performance.now();
    await requests.quiet(30);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(25);
    expect(requests.count).toBe(1);
  });
});
