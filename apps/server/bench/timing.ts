/** The benches' figures: percentiles of response times, and a warmed, sequential timing loop. */

/** A read's response times (ms) and the p95 it must keep to. */
export interface Figure {
  name: string;
  times: number[];
  targetMs: number;
}

/** The p-th percentile (nearest rank) of `values`; NaN when there are none. */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** `runs` sequential calls of `fn(i)`, their times in ms, after one warming call `fn(-1)` (plans cached, pages read). */
export async function timed(runs: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  await fn(-1);
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn(i);
    out.push(performance.now() - t0);
  }
  return out;
}
