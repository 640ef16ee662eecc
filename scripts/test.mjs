#!/usr/bin/env node
// `npm test`: the whole suite, in the order a failure is cheapest to read.
//   1. web unit and component tests (jsdom), and beside them the production install (npm ci --omit=dev, then the
//      built server alone: scripts/check-production.mjs)
//   2. server HTTP tests on the embedded database (PGlite)
//   3. the same server tests on a real PostgreSQL server (throwaway cluster)
//   4. browser journeys (Playwright in Debian's Chromium) against the built app, in English then French
// Missing system packages (PostgreSQL, Chromium's headless shell) are installed with apt when running as root.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPgBin, startCluster } from './with-postgres.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'node_modules', '.cache', 'gathering-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2); // e.g. `npm test -- server e2e`
const wanted = (step) => only.length === 0 || only.includes(step);

function ensureSystemPackages() {
  const missing = [];
  if (!findPgBin()) missing.push('postgresql');
  // The server's per-address limits are tested behind a real haproxy (test/proxy-limits.test.ts).
  if ((wanted('server') || wanted('postgres')) && !existsSync('/usr/sbin/haproxy')) missing.push('haproxy');
  // The scale-out test's processes go through a real PgBouncer in transaction mode (test/scale-out.test.ts).
  if (wanted('postgres') && !existsSync('/usr/sbin/pgbouncer')) missing.push('pgbouncer');
  // Published CAP alerts are validated by xmllint against the OASIS schema (test/cap-publish.test.ts).
  if ((wanted('server') || wanted('postgres')) && !existsSync('/usr/bin/xmllint'))
    missing.push('libxml2-utils');
  // The alert cascade's SMPP provider is tested against Kannel's SMSC (test/cascade-smpp.test.ts).
  if ((wanted('server') || wanted('postgres')) && !existsSync('/usr/sbin/bearerbox')) missing.push('kannel');
  if ((wanted('server') || wanted('postgres')) && !existsSync('/usr/lib/kannel/test/drive_smpp'))
    missing.push('kannel-extras');
  // Its delivery receipts, against an SMSC on Net::SMPP (test/helpers/smsc-receipts.pl; Kannel's sends none).
  if ((wanted('server') || wanted('postgres')) && !existsSync('/usr/share/perl5/Net/SMPP.pm'))
    missing.push('libnet-smpp-perl');
  if (wanted('e2e') && !existsSync('/usr/bin/chromium-headless-shell'))
    missing.push('chromium-headless-shell');
  // The member web app's push journey shows notifications, which the headless shell refuses (e2e/member-push.spec.ts).
  if (wanted('e2e') && !existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing system packages: ${missing.join(' ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(' ')} with apt-get ...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Every failed test by name with its error's first lines, printed again at the end: a CI log is often read from its
 * tail only, and a journey's failure lies thousands of lines above it. */
const failures = [];
const firstLines = (text, n = 6) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- the reporters' colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .slice(0, n)
    .join('\n    ');
let failedSteps = [];

function run(step, cmd, args, opts = {}) {
  console.log(`\n=== ${step} ===`);
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    cwd: root,
    ...opts,
    env: { ...process.env, ...opts.env },
  });
  if (res.status !== 0) failedSteps.push(step);
  return res.status === 0;
}

/** Like run(), in the background (beside another step): its output is printed as one block when it ends. */
function runAsync(step, cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      ...opts,
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => out.push(d));
    child.on('close', (code) => {
      console.log(`\n=== ${step}: ${code === 0 ? 'done' : 'FAILED'} ===`);
      const text = Buffer.concat(out).toString().trim();
      if (text) console.log(text);
      if (code !== 0) failedSteps.push(step);
      resolve(code === 0);
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function countVitest(file, label) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  for (const f of r.testResults ?? []) {
    const failedTests = (f.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests)
      failures.push(
        `${label}: ${f.name.replace(root, '')} > ${t.fullName}\n    ${firstLines(t.failureMessages?.[0])}`,
      );
    // A file that failed outside any test (an import, a hook) has no failed test to name.
    if (f.status === 'failed' && !failedTests.length)
      failures.push(`${label}: ${f.name.replace(root, '')}\n    ${firstLines(f.message)}`);
  }
}

function countPlaywright(file, label) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats;
  totals.passed += s.expected + (s.flaky ?? 0);
  totals.failed += s.unexpected;
  totals.skipped += s.skipped;
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const result = test.results?.find((r) => r.status !== 'passed' && r.status !== 'skipped');
        failures.push(
          `${label}${test.status === 'flaky' ? ' (flaky, passed on retry)' : ''}: ${[...titles, spec.title].filter(Boolean).join(' › ')} (${spec.file}:${spec.line})\n    ${firstLines(result?.error?.message ?? result?.errors?.[0]?.message)}`,
        );
      }
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

const vitest = (dir, out) => [
  'exec',
  '-w',
  dir,
  '--',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${out}`,
];

ensureSystemPackages();

// The built server (apps/server/dist) serves the journeys and the production install check.
if (wanted('production') || wanted('e2e'))
  run('server: production build', 'npm', ['run', 'build', '-w', 'apps/server']);
// The production install (npm ci --omit=dev, then node dist/main.js) waits on the registry more than on the CPU: it
// runs beside the web tests.
const production = wanted('production')
  ? runAsync('production: npm ci --omit=dev and node dist/main.js', process.execPath, [
      join(root, 'scripts', 'check-production.mjs'),
    ]).then((ok) => {
      totals[ok ? 'passed' : 'failed'] += 1;
    })
  : null;

if (wanted('web')) {
  const out = join(reports, 'web.json');
  run('web: unit and component tests', 'npm', vitest('apps/web', out));
  countVitest(out, 'web');
}
await production;
if (wanted('server')) {
  const out = join(reports, 'server-pglite.json');
  run('server: HTTP tests on PGlite', 'npm', vitest('apps/server', out), { env: { DATABASE_URL: '' } });
  countVitest(out, 'server (PGlite)');
}
if (wanted('postgres')) {
  const out = join(reports, 'server-postgres.json');
  const cluster = await startCluster();
  try {
    run('server: HTTP tests on PostgreSQL', 'npm', vitest('apps/server', out), {
      env: { DATABASE_URL: cluster.url },
    });
  } finally {
    cluster.stop();
  }
  countVitest(out, 'server (PostgreSQL)');
}
if (wanted('e2e') && existsSync(join(root, 'e2e', 'playwright.config.ts'))) {
  const out = join(reports, 'e2e.json');
  // One language after the other (side by side they starve each other on two cores: journeys ran 2-3x slower).
  // Both languages' servers start from a copy of one template seeded beside the web build, so neither waits for
  // the demo seeding; both runs use one port, one after the other.
  const langs = ['en', 'fr'];
  const port = await freePort();
  const template = join(tmpdir(), `gathering-e2e-template-${port}`);
  const seeding = runAsync('e2e: seed the demo platform', process.execPath, [
    join(root, 'e2e', 'helpers', 'seed-template.mjs'),
    String(port),
    template,
  ]);
  const built = run('web: production build', 'npm', ['run', 'build', '-w', 'apps/web']);
  const seeded = await seeding;
  if (built && seeded) {
    // Every journey in English; in French, each journey that takes its texts from the catalogues
    // (e2e/helpers/i18n.ts) — the others still select by English words.
    const e2eDir = join(root, 'e2e');
    const bilingual = readdirSync(e2eDir)
      .filter(
        (f) =>
          f.endsWith('.spec.ts') && readFileSync(join(e2eDir, f), 'utf8').includes("from './helpers/i18n'"),
      )
      .sort();
    for (const lang of langs) {
      const langOut = out.replace('.json', `-${lang}.json`);
      run(
        `e2e (${lang}): Playwright journeys in Chromium`,
        'npx',
        // One retry in this whole-suite run: a journey that fails once and then passes is reported as flaky, by name,
        // in the summary at the end (and counted as passed); one that fails twice fails the run. Run alone
        // (`npx playwright test`), a journey is never retried.
        ['playwright', 'test', '--reporter=list,json', '--retries=1', ...(lang === 'en' ? [] : bilingual)],
        {
          cwd: e2eDir,
          env: {
            PLAYWRIGHT_JSON_OUTPUT_NAME: langOut,
            E2E_LANG: lang,
            E2E_PORT: String(port),
            E2E_TEMPLATE_DIR: template,
          },
        },
      );
      countPlaywright(langOut, `e2e (${lang})`);
    }
  }
  rmSync(template, { recursive: true, force: true });
}

if (failures.length) console.log(`\nFailed tests:\n${failures.map((f) => `- ${f}`).join('\n')}`);
console.log(`\n${failedSteps.length ? `FAILED steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
