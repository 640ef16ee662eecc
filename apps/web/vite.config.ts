import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The API runs on the same origin in production (the server serves dist/); in development Vite proxies to it.
const api = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/v1': api, '/v2': api, '/app': api, '/health': api, '/files': api, '/docs': api },
  },
  build: { outDir: 'dist', sourcemap: false },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    css: false,
    // Mantine forms under jsdom are slow on a busy 2-core machine; the default 5 s flakes there.
    testTimeout: 20_000,
  },
});
