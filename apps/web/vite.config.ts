import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { shellOnly } from './sw/shell.ts';

const TESTS = ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'];
/** Test files that mock a module (vi.mock): they run with module isolation (see `projects` below). */
const MOCKING = ['src', 'test'].flatMap((dir) =>
  readdirSync(new URL(dir, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f))
    .map((f) => `${dir}/${f}`)
    .filter((f) => readFileSync(new URL(f, import.meta.url), 'utf8').includes('vi.mock(')),
);

// The API runs on the same origin in production (the server serves dist/); in development Vite proxies to it.
const api = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    // The console's service worker (sw/sw.ts): written by us, with the shell's files listed in at build time.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // Registered by lib/service-worker.ts once the page has loaded, not by a script in index.html.
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{html,js,css,svg}'],
        globIgnores: ['sw.js'],
        manifestTransforms: [shellOnly],
        // index.html, the only file without a hash in its name, gets a revision; the rest are named by content.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
  ],
  server: {
    proxy: { '/v1': api, '/v2': api, '/app': api, '/health': api, '/files': api, '/docs': api },
  },
  // The manifest tells the service worker's build which files are the shell (sw/shell.ts).
  build: { outDir: 'dist', sourcemap: false, manifest: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    // Mantine forms under jsdom are slow on a busy 2-core machine; the default 5 s flakes there.
    testTimeout: 20_000,
    // Two files at a time: vitest's default on a two-core machine is one worker (cores - 1), which left a core idle
    // (3.2 -> 2.3 minutes).
    maxWorkers: 2,
    // Test files share one module graph per worker (isolate: false): loading Mantine, the catalogues and jsdom once
    // per worker instead of once per file took the suite from 5.3 to ~1.6 minutes. A file that replaces a module
    // with vi.mock needs a graph of its own (the module may already be loaded unmocked), so those run isolated; each
    // costs ~5 s of loading, so a test watches toasts through the real store (test-utils watchToasts) instead.
    // test/setup.ts resets the shared state (language, toasts, DOM) after every test.
    projects: [
      { extends: true, test: { name: 'shared', include: TESTS, exclude: MOCKING, isolate: false } },
      { extends: true, test: { name: 'isolated', include: MOCKING, isolate: true } },
    ],
  },
});
