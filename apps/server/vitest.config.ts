import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
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
