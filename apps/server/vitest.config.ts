import { configDefaults, defineConfig } from 'vitest/config';

// `npm test` runs this suite twice: on PGlite, then on PostgreSQL (DATABASE_URL set). These files either start both
// engines themselves (a cluster of their own beside PGlite) or touch no database at all, so the second run would
// repeat the same work to the letter: they run once, in the PGlite run (and in `npm run test:calendar`).
const ONCE = [
  // Both engines inside.
  'test/upgrade.test.ts',
  'test/startup.test.ts',
  // A PostgreSQL cluster of its own, which it stops.
  'test/startup-outage.test.ts',
  // No database: the HTTP layer's limits, the production start, and modules on their own.
  'test/oversized-bodies.test.ts',
  'test/production.test.ts',
  'test/push-apns.test.ts',
  'test/push-fcm.test.ts',
  'test/push-config.test.ts',
  'test/push-http2-pool.test.ts',
  'test/push-payload.test.ts',
  'test/push-schedule-rules.test.ts',
  'test/push-simulator.test.ts',
  'test/report-fonts.test.ts',
  'test/requests-in-flight.test.ts',
  'test/route-helpers.test.ts',
  'test/database-outage-log.test.ts',
  'test/search-text.test.ts',
  'test/security-headers.test.ts',
  'test/storage-remove-all.test.ts',
  'test/storage-full.test.ts',
  // A PostgreSQL cluster of its own (or DATABASE_URL's), whose roles it sets up.
  'test/audit-roles.test.ts',
];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? ONCE : [])],
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // One database per worker, shared by the files it runs: starting PGlite costs seconds and ~800 MB.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    sequence: { hooks: 'list' },
  },
});
