#!/usr/bin/env node
// `npm run check:image`: the deployment files, tested on this machine.
//   1. The files (seconds): compose.yaml parses and wires Gathering to PostgreSQL and the S3 store (every variable it
//      gives the server is one the server reads, every dependency has a healthcheck and is awaited healthy, every
//      required variable is in deploy/compose.env.example); deploy/gathering.service passes `systemd-analyze verify`
//      and keeps its sandbox; the Dockerfile keeps its non-root user, init and HEALTHCHECK.
//   2. The image (minutes): the local Debian base (scripts/image/base.sh, when absent), `podman build`, then the image
//      runs with a fresh volume: /readyz answers 200, the container's health is "healthy", the server runs as a
//      non-root user under tini, the web app is served, no development package or source is inside, and
//      `podman stop` (SIGTERM) ends it with exit code 0 within the grace period. Timings and the image's size are
//      printed; the container, volume and image are removed (the base and the build cache are kept).
// Options: --files-only (step 1 only), --keep (keep the image, tagged localhost/gathering:latest), --rebuild-base.
// Needs root on Debian (bookworm): podman, buildah, runc, mmdebstrap and podman-compose are installed with apt when
// missing. No image registry is used. On this kind of machine containers run with runc (crun refuses its hybrid
// cgroups), explicit ulimits and the host network.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { findPgBin } from './with-postgres.mjs';
import { checkFiles } from './image/check-files.mjs';
import { composeWiring } from './image/compose-wiring.mjs';
import { check, finish, freePort, has, root, run, sleep, timed, timings } from './image/harness.mjs';
import rootPackage from '../package.json' with { type: 'json' };
const VERSION = rootPackage.version;
const args = new Set(process.argv.slice(2));
const filesOnly = args.has('--files-only');
const keep = args.has('--keep');
const BASE = 'localhost/gathering-base:bookworm';
const IMAGE = keep ? 'localhost/gathering:latest' : 'localhost/gathering:check';
const RUN_FLAGS = [
  '--runtime',
  'runc',
  '--ulimit',
  'nofile=1024:1024',
  '--ulimit',
  'nproc=1024:1024',
  '--network',
  'host',
];
const GRACE = 40; // seconds podman waits after SIGTERM; the server's own deadline is 30 s

// ---------------------------------------------------------------------------------------------------------------
// Tools.
const tools = {
  podman: 'podman',
  buildah: 'buildah',
  runc: 'runc',
  mmdebstrap: 'mmdebstrap',
  'podman-compose': 'podman-compose',
  'systemd-analyze': 'systemd',
};
const wanted = filesOnly ? ['podman-compose', 'systemd-analyze'] : Object.keys(tools);
const missing = [...new Set(wanted.filter((t) => !has(t)).map((t) => tools[t]))];
if (missing.length) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing ${missing.join(', ')}: install them (apt-get install ${missing.join(' ')}) or run as root.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} from Debian's packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const started = performance.now();
  for (const argv of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...missing],
  ]) {
    const r = run('apt-get', argv, { env });
    if (r.code !== 0) {
      console.error(`apt-get ${argv.join(' ')} failed:\n${r.out.slice(-3000)}`);
      process.exit(1);
    }
  }
  timings.push(['apt-get install of the tools', (performance.now() - started) / 1000]);
}

// ---------------------------------------------------------------------------------------------------------------
// 1. The files (scripts/image/check-files.mjs).
const compose = checkFiles();
if (filesOnly) finish();

// ---------------------------------------------------------------------------------------------------------------
// 2. The image.
const podman = (argv, opts) => run('podman', argv, opts);
const name = `gathering-check-${process.pid}`;
const volume = `${name}-data`;
let built = false;
try {
  await timed('base image (scripts/image/base.sh)', () => {
    const r = run(
      'bash',
      [join(root, 'scripts/image/base.sh'), ...(args.has('--rebuild-base') ? ['--force'] : [])],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    process.stdout.write(r.out);
    if (r.code !== 0) throw new Error('the base image could not be made');
  });

  // A machine whose TLS to the npm registry is re-signed by a local CA (as here) lends the build its CA bundle.
  const extraCas =
    existsSync('/usr/local/share/ca-certificates') &&
    readdirSync('/usr/local/share/ca-certificates', { recursive: true }).some((f) =>
      String(f).endsWith('.crt'),
    );
  const caFlags =
    extraCas && existsSync('/etc/ssl/certs/ca-certificates.crt')
      ? [
          '--volume',
          '/etc/ssl/certs/ca-certificates.crt:/etc/build-ca.crt:ro',
          '--build-arg',
          'NODE_EXTRA_CA_CERTS=/etc/build-ca.crt',
        ]
      : [];
  const build = await timed('image build (podman build)', () =>
    run(
      'podman',
      [
        'build',
        '--runtime',
        'runc',
        '--format',
        'docker',
        '--network',
        'host',
        '--build-arg',
        `BASE=${BASE}`,
        '--build-arg',
        `VERSION=${VERSION}`,
        ...caFlags,
        '-t',
        IMAGE,
        '.',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  built = build.code === 0;
  if (!check('podman build', built, built ? '' : build.out.trim().split('\n').slice(-15).join('\n')))
    throw new Error('no image');

  const inspect = JSON.parse(podman(['image', 'inspect', IMAGE]).stdout)[0];
  const size = inspect.Size;
  const baseSize = JSON.parse(podman(['image', 'inspect', BASE]).stdout)[0].Size;
  console.log(
    `image ${IMAGE}: ${(size / 1e6).toFixed(0)} MB (base ${(baseSize / 1e6).toFixed(0)} MB, Gathering's layers ${((size - baseSize) / 1e6).toFixed(0)} MB)`,
  );
  const cfg = inspect.Config ?? {};
  const labels = inspect.Labels ?? cfg.Labels ?? {};
  check(
    'image: OCI labels name the release and the licence',
    labels['org.opencontainers.image.version'] === VERSION &&
      labels['org.opencontainers.image.licenses'] === 'AGPL-3.0-or-later',
    JSON.stringify(labels),
  );
  check(
    'image: HEALTHCHECK kept (docker format)',
    Boolean((inspect.Healthcheck ?? cfg.Healthcheck)?.Test?.length),
  );
  check('image: runs as a non-root user', Boolean(cfg.User) && !['root', '0'].includes(cfg.User), cfg.User);
  check(
    'image: NODE_ENV=production, DATA_DIR=/data (a volume)',
    (cfg.Env ?? []).includes('NODE_ENV=production') &&
      (cfg.Env ?? []).includes('DATA_DIR=/data') &&
      '/data' in (cfg.Volumes ?? {}),
  );

  // Inside: the production install only.
  const listing = podman([
    'run',
    '--rm',
    ...RUN_FLAGS,
    '--entrypoint',
    '/bin/sh',
    IMAGE,
    '-c',
    'ls node_modules; echo ---; ls -a /app /app/apps/server /app/apps/web; echo ---; node --version; id -u',
  ]);
  const [modules, tree, tail] = listing.stdout.split('---\n');
  const devOnly = [
    'tsx',
    'vitest',
    'esbuild',
    'drizzle-kit',
    'vite',
    'typescript',
    '@playwright',
    'eslint',
  ].filter((p) => modules.split('\n').includes(p));
  check('image: no development package', listing.code === 0 && devOnly.length === 0, devOnly.join(', '));
  check(
    'image: no sources (only dist folders and manifests)',
    !/\bsrc\b|\btest\b|\.git\b/.test(tree),
    tree.replace(/\n/g, ' '),
  );
  const [nodeVersion, uid] = (tail ?? '').trim().split('\n');
  check('image: Node 24', /^v24\./.test(nodeVersion ?? ''), nodeVersion);
  check('image: default user is not root', uid !== '0', `uid ${uid}`);

  // Run it as an operator would, on a free port with a fresh volume.
  const port = await freePort();
  podman(['volume', 'create', volume]);
  const started = performance.now();
  const up = podman([
    'run',
    '-d',
    '--name',
    name,
    ...RUN_FLAGS,
    '-e',
    `PORT=${port}`,
    '-v',
    `${volume}:/data`,
    IMAGE,
  ]);
  if (!check('podman run', up.code === 0, up.code ? up.out.trim() : '')) throw new Error('no container');
  let status = null;
  while (performance.now() - started < 180_000) {
    status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status,
      () => null,
    );
    if (status === 200) break;
    const state = podman(['inspect', '--format', '{{.State.Status}}', name]).stdout.trim();
    if (state !== 'running') break;
    await sleep(200);
  }
  const startSeconds = (performance.now() - started) / 1000;
  timings.push(['start to /readyz 200', startSeconds]);
  if (
    !check(
      'container: /readyz answers 200',
      status === 200,
      status === 200
        ? `${startSeconds.toFixed(1)} s after podman run`
        : podman(['logs', name]).out.slice(-3000),
    )
  )
    throw new Error('not serving');

  // Podman runs HEALTHCHECKs from systemd timers; where systemd is not PID 1 (as here) run it on demand.
  const hc = podman(['healthcheck', 'run', name]);
  const health = podman(['inspect', '--format', '{{.State.Health.Status}}', name]).stdout.trim();
  check(
    'container: HEALTHCHECK passes, health is "healthy"',
    hc.code === 0 && health === 'healthy',
    `podman healthcheck run: exit ${hc.code}${hc.out.trim() ? ` (${hc.out.trim()})` : ''}, health ${health}`,
  );

  // podman top: the container's processes with their user inside and on the host (Node names its main thread).
  const top = podman(['top', name, 'pid', 'user', 'huser', 'args'])
    .stdout.trim()
    .split('\n')
    .slice(1)
    .map((l) => l.trim().split(/\s+/));
  const initProc = top.find((p) => p[0] === '1');
  const nodeProc = top.find((p) => p[0] !== '1' && /(^|\/)node$/.test(p[3] ?? ''));
  check(
    'container: PID 1 is tini, node its child running main.js',
    /(^|\/)tini$/.test(initProc?.[3] ?? '') &&
      Boolean(nodeProc) &&
      nodeProc.join(' ').includes('apps/server/dist/main.js'),
    top.map((p) => p.join(' ')).join('; '),
  );
  check(
    'container: node runs as the unprivileged user',
    Boolean(nodeProc) && nodeProc[1] !== 'root' && !['root', '0'].includes(nodeProc[2]),
    nodeProc ? `user ${nodeProc[1]}, host uid ${nodeProc[2]}` : '',
  );

  // As a browser asks for a page (a request that does not ask for HTML gets the JSON 404 of a path with no route).
  const page = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } }).then(
    async (r) => ({ status: r.status, body: await r.text() }),
    () => null,
  );
  check(
    'container: the web app is served',
    page?.status === 200 && /<div id="root"|<script type="module"/.test(page.body),
  );
  const secrets = podman(['exec', name, 'ls', '/data']);
  check(
    'container: DATA_DIR is the volume, written by the server',
    secrets.code === 0 && secrets.stdout.includes('jwt-secret') && secrets.stdout.includes('db'),
    secrets.stdout.trim().replace(/\n/g, ' '),
  );

  // SIGTERM (podman stop) ends it cleanly, well before the grace period's SIGKILL.
  const stopStarted = performance.now();
  const stop = podman(['stop', '--time', String(GRACE), name]);
  const stopSeconds = (performance.now() - stopStarted) / 1000;
  timings.push(['stop (SIGTERM to exit)', stopSeconds]);
  const exitCode = podman(['inspect', '--format', '{{.State.ExitCode}}', name]).stdout.trim();
  check(
    'container: podman stop (SIGTERM) ends it with exit code 0 before the grace period',
    stop.code === 0 && exitCode === '0' && stopSeconds < GRACE - 1,
    `exit ${exitCode} in ${stopSeconds.toFixed(1)} s`,
  );
  const logs = podman(['logs', name]).out;
  check(
    'container: the server logged its shutdown',
    /SIGTERM|shut/i.test(logs),
    logs
      .split('\n')
      .filter((l) => /SIGTERM|shut/i.test(l))
      .slice(0, 2)
      .join(' | '),
  );

  // compose.yaml's wiring, run here: the gathering service's environment from compose.yaml, with the postgres and s3
  // services stood in for by a throwaway PostgreSQL cluster (Debian's, as the server suite uses) and s3rver (the
  // server suite's S3 stand-in, which knows only its own key pair). The server must come up on PostgreSQL, keep no
  // secret file in DATA_DIR (both secrets come from the environment) and no embedded database.
  if (compose && findPgBin()) await composeWiring({ port, compose, name, podman, IMAGE, RUN_FLAGS, GRACE });
  else console.log('skip compose wiring: no PostgreSQL here (apt-get install postgresql)');
} catch (err) {
  if (!(err instanceof Error && ['no image', 'no container', 'not serving'].includes(err.message))) {
    check('image check ran to its end', false, err?.message ?? String(err));
  }
} finally {
  podman(['rm', '--force', '--time', '0', name]);
  podman(['volume', 'rm', '--force', volume]);
  if (built && !keep) podman(['rmi', IMAGE]);
}
finish();
