// The check's harness: running commands, counting checks, timings and the closing 'N passed, N failed' line.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

export const root = new URL('../..', import.meta.url).pathname;

let passed = 0;
let failed = 0;
export const timings = [];
export const check = (name, ok, detail = '') => {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
  return ok;
};
export const run = (cmd, argv, opts = {}) => {
  const r = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, cwd: root, ...opts });
  return {
    code: r.status ?? (r.error ? 127 : 1),
    out: (r.stdout ?? '') + (r.stderr ?? ''),
    stdout: r.stdout ?? '',
  };
};
export const timed = async (label, fn) => {
  const started = performance.now();
  const value = await fn();
  const seconds = (performance.now() - started) / 1000;
  timings.push([label, seconds]);
  return value;
};
export const has = (tool) => run('sh', ['-c', `command -v ${tool}`]).code === 0;

export function finish() {
  if (timings.length) {
    console.log('\nTimings:');
    for (const [label, seconds] of timings) console.log(`  ${label.padEnd(36)} ${seconds.toFixed(1)} s`);
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}
