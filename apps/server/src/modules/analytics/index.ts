// The analytics module's public surface: the metric names, the period arithmetic reports share, and the
// repository's type for Pick<> ports built in app.ts (reports read the roll-ups through it).
export type { AnalyticsRepository } from './analytics.repository';
export type { Metric } from './metrics';
export { addDays, communityZone, DEFAULT_ZONE, dayIn, resolveRange, today } from './periods';
