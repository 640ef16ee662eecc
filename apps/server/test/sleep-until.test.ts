import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { sleepUntil } from '../src/lib/sleep-until';

// A sender's pacing rests on this: a text never leaves before its slot (issue 36 #4: never above the rate).
describe('sleepUntil', () => {
  it('never ends before the time it was given, where a fractional setTimeout often does', async () => {
    let earlyTimeouts = 0;
    let earliest = Infinity;
    for (let i = 0; i < 60; i++) {
      const start = performance.now();
      await sleep(4.9);
      if (performance.now() - start < 4.9) earlyTimeouts++;
      const at = performance.now() + 4.9;
      await sleepUntil(at);
      earliest = Math.min(earliest, performance.now() - at);
    }
    // What it guards against, on this machine's Node (whole-millisecond timers): the test's premise.
    expect(earlyTimeouts).toBeGreaterThan(0);
    expect(earliest).toBeGreaterThanOrEqual(0);
  });

  it('returns at once for a time already past', async () => {
    const start = performance.now();
    await sleepUntil(start - 50);
    expect(performance.now() - start).toBeLessThan(5);
  });
});
