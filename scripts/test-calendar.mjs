#!/usr/bin/env node
// `npm run test:calendar`: the server suite on the embedded database under a faked calendar, to prove that no test
// depends on today's date or the hour. libfaketime (Debian package `faketime`) moves the clock of the whole process
// tree — vitest, its workers, PGlite inside them, the PostgreSQL cluster a test starts — so what a test computes from
// "now" and what it compares with the database's now() agree, on a date its author never saw:
//   - 400 days ahead: fixtures and scheduled dates written for "this year" fall into the past;
//   - 2027-03-14 07:30 UTC, a Sunday on which Canada moves to daylight time (02:00 local in the Eastern zone was a
//     moment before; the Central, Mountain and Pacific zones move in the hours after).
// Not part of `npm test` (it runs the server suite twice more); run it before submitting. `-- --only '+400 days'`
// runs one date; further arguments go to vitest (`-- test/notifications.test.ts`).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const DATES = ['+400 days', '2027-03-14 07:30:00'];

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const dates = onlyAt >= 0 ? [args[onlyAt + 1]] : DATES;
const vitestArgs = onlyAt >= 0 ? args.filter((_, i) => i !== onlyAt && i !== onlyAt + 1) : args;

if (!existsSync('/usr/bin/faketime')) {
  if (process.getuid?.() !== 0) {
    console.error('faketime is not installed. Install it with: sudo apt-get install -y faketime');
    process.exit(1);
  }
  console.log('Installing faketime with apt-get ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'faketime'], {
    stdio: 'inherit',
    env,
  });
}

const failed = [];
for (const date of dates) {
  console.log(`\n=== server tests on PGlite at faketime '${date}' ===`);
  const started = performance.now();
  const res = spawnSync(
    'faketime',
    [date, 'npm', 'exec', '-w', 'apps/server', '--', 'vitest', 'run', ...vitestArgs],
    // No DATABASE_URL: the embedded engine, as `npm test`'s first server step.
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: '' } },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`=== faketime '${date}': ${res.status === 0 ? 'passed' : 'FAILED'} (${seconds} s) ===`);
  if (res.status !== 0) failed.push(date);
}
console.log(
  failed.length ? `\nFailed at: ${failed.join(', ')}` : '\nThe server suite passed at every faked date.',
);
process.exit(failed.length ? 1 : 0);
