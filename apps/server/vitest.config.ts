import { BaseSequencer, type TestSpecification } from 'vitest/node';
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
  'test/sms-segments.test.ts',
  'test/sms-simulator.test.ts',
  'test/sleep-until.test.ts',
  'test/security-headers.test.ts',
  'test/storage-remove-all.test.ts',
  'test/storage-full.test.ts',
  // A PostgreSQL cluster of its own (or DATABASE_URL's), whose roles it sets up.
  'test/audit-roles.test.ts',
  // Built servers on a PostgreSQL cluster of its own (or DATABASE_URL's).
  'test/server-set.test.ts',
];

// Processes on one PostgreSQL and nothing of the embedded engine (which is one process by design): the PostgreSQL
// run only.
const POSTGRES_ONLY = ['test/scale-out.test.ts'];

// The files that start servers, kill them and wait for them (a minute or more each on two cores) go first. Vitest's
// own order puts the longest first only once it has timed a run, and CI's clean clone has none: by size, the
// import-crash file came 111th of 148 and ran alone at the end while the other worker idled.
const LONGEST = [
  // Measured on PGlite (a loaded machine's seconds): 294, 226, 134, 121, 114, 65, 51, 48, 48, 43, 41, 26, 23, 22, 22, 19.
  'test/members-import-crash.test.ts',
  'test/backup-restore.test.ts',
  'test/scale-out.test.ts',
  'test/server-set.test.ts',
  'test/ops-refusals.test.ts',
  'test/startup.test.ts',
  'test/community-export-crash.test.ts',
  'test/push-crash.test.ts',
  'test/audit-verify-command.test.ts',
  'test/full-disk.test.ts',
  'test/shutdown.test.ts',
  'test/upgrade.test.ts',
  'test/fuzz.test.ts',
  'test/generated-client.test.ts',
  'test/community-import.test.ts',
  'test/bootstrap.test.ts',
  'test/push-fanout.test.ts',
  'test/audit-roles.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (f: TestSpecification) => {
      const i = LONGEST.findIndex((name) => f.moduleId.endsWith(name));
      return i === -1 ? LONGEST.length : i;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? ONCE : POSTGRES_ONLY)],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-audit.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // One database per worker, shared by the files it runs: starting PGlite costs seconds and ~800 MB.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    sequence: { hooks: 'list', sequencer: LongestFirst },
  },
});
