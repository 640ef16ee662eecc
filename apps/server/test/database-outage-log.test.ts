import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { databaseOutage } from '../src/lib/database-outage';

/** A logger that keeps its lines: [level, message, fields]. */
function capture() {
  const lines: [string, string, Record<string, unknown>][] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) =>
    void lines.push([level, message, fields]);
  const logger = { error: at('error'), warn: at('warn'), info: at('info') } as unknown as FastifyBaseLogger;
  return { lines, logger };
}
const refused = () =>
  new Error('Failed query: select … params: secret@example.org', {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  });

describe('a database outage in the log', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2030-01-15T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is told once when it starts, once a minute with a count while it lasts, and when it ends', async () => {
    const { lines, logger } = capture();
    let down = true;
    const outage = databaseOutage({
      logger,
      probe: async () => {
        if (down) throw refused();
      },
      clock: { now: () => new Date() },
    });
    // 12 pollers a second and a few requests, for 150 s: one line, then a summary at 60 s and 120 s.
    for (let second = 0; second < 150; second++) {
      for (let poller = 0; poller < 12; poller++) expect(outage.report(refused())).toBe(true);
      await vi.advanceTimersByTimeAsync(1000);
    }
    down = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(lines.map(([level]) => level)).toEqual(['error', 'warn', 'warn', 'info']);
    const [start, first, second, end] = lines;
    expect(start[1]).toMatch(/^The database is out of reach/);
    // The driver's sentence, never the query's wrapper with its parameters.
    expect(start[2]).toEqual({
      reason: { message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' },
    });
    expect(JSON.stringify(lines)).not.toContain('secret@example.org');
    // The first report opened the outage; the others of the first minute are counted.
    expect(first[2]).toEqual({ outageSeconds: 60, failures: 12 * 60 - 1 });
    expect(first[1]).toContain('still out of reach after 60 s');
    expect(second[2]).toMatchObject({ outageSeconds: 120, failures: 12 * 60 });
    expect(end[1]).toBe(
      'The database answers again after 155 s (1800 failed requests and queue polls meanwhile).',
    );

    // Another outage later is told afresh; other errors are not its business.
    expect(outage.report(new TypeError('x is undefined'))).toBe(false);
    down = true;
    outage.report(refused());
    expect(lines.at(-1)![0]).toBe('error');
    outage.close();
  });
});
