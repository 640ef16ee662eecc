import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The process-level tests (shutdown, production start) run the built server, dist/main.js, as production does:
// build it once per test run, before any worker starts (esbuild, about a second).
export default function buildServer() {
  execFileSync(process.execPath, ['scripts/build.mjs'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
