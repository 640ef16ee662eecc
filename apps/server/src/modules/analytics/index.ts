// The analytics module's public surface: the range filters reports share, and the repository's type for Pick<>
// ports built in the composition root (reports read the roll-ups through it). Zone and day arithmetic is
// lib/zoned-time.ts; the metric names lib/metrics.ts.
export type { AnalyticsRepository } from './analytics.repository';
export { resolveRange } from './periods';
