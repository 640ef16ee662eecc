import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttp2Pool, Http2ConnectionError } from '../src/modules/push-delivery/providers/http2-pool';
import { startPushSimulator, type PushSimulator } from '../src/dev/push-simulator';

let sim: PushSimulator;
beforeAll(async () => {
  // Five streams per session, as a stingy provider would grant.
  sim = await startPushSimulator({ maxConcurrentStreams: 5 });
});
afterAll(async () => {
  await sim.close();
});

// An unknown path answers 404 at once: enough to watch the pool without any provider protocol.
const ping = { ':method': 'POST', ':path': '/ping' };

describe('HTTP/2 pool', () => {
  it('never opens more streams than the server grants, over at most the configured sessions', async () => {
    const pool = createHttp2Pool({ origin: sim.url, ca: sim.ca, connections: 2 });
    sim.setLatency(20);
    sim.stats.maxInFlight = 0;
    try {
      const answers = await Promise.all(Array.from({ length: 60 }, () => pool.request(ping, '{}')));
      expect(answers.every((a) => a.status === 404)).toBe(true);
      expect(sim.stats.maxInFlight).toBeLessThanOrEqual(10);
      expect(sim.stats.maxInFlight).toBeGreaterThan(5);
      expect(pool.openSessions).toBe(2);
      expect(pool.inFlight).toBe(0);
    } finally {
      sim.setLatency(0);
      await pool.close();
    }
  });

  it('cancels a stream that gets no answer in time', async () => {
    const pool = createHttp2Pool({ origin: sim.url, ca: sim.ca, connections: 1, requestTimeoutMs: 100 });
    sim.setLatency(1000);
    try {
      await expect(pool.request(ping, '{}')).rejects.toThrow(/no answer in time/);
    } finally {
      sim.setLatency(0);
      await pool.close();
    }
  });

  it('fails fast on a refused connection and on a certificate it was not told to trust', async () => {
    const refused = createHttp2Pool({ origin: 'https://127.0.0.1:1', connections: 2 });
    await expect(refused.request(ping)).rejects.toBeInstanceOf(Http2ConnectionError);
    await refused.close();
    const untrusted = createHttp2Pool({ origin: sim.url, connections: 1 });
    await expect(untrusted.request(ping)).rejects.toThrow(/certificate/i);
    await untrusted.close();
  });

  it('turns requests away once closed', async () => {
    const pool = createHttp2Pool({ origin: sim.url, ca: sim.ca, connections: 1 });
    expect((await pool.request(ping)).status).toBe(404);
    await pool.close();
    await expect(pool.request(ping)).rejects.toThrow(/pool closed/);
  });
});
