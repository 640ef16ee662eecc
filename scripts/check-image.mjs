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
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPgBin, startCluster } from './with-postgres.mjs';

const root = new URL('..', import.meta.url).pathname;
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

let passed = 0;
let failed = 0;
const timings = [];
const check = (name, ok, detail = '') => {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
  return ok;
};
const run = (cmd, argv, opts = {}) => {
  const r = spawnSync(cmd, argv, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, cwd: root, ...opts });
  return {
    code: r.status ?? (r.error ? 127 : 1),
    out: (r.stdout ?? '') + (r.stderr ?? ''),
    stdout: r.stdout ?? '',
  };
};
const timed = async (label, fn) => {
  const started = performance.now();
  const value = await fn();
  const seconds = (performance.now() - started) / 1000;
  timings.push([label, seconds]);
  return value;
};
const has = (tool) => run('sh', ['-c', `command -v ${tool}`]).code === 0;

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
// 1. The files.
// The variables the server reads: the keys of the schema in apps/server/src/config.ts.
const configSource = readFileSync(join(root, 'apps/server/src/config.ts'), 'utf8');
const schemaBody = configSource.slice(
  configSource.indexOf('z.object({'),
  configSource.indexOf('});', configSource.indexOf('z.object({')),
);
const serverVars = new Set([...schemaBody.matchAll(/^\s{2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]));
check(
  "the server's variables are read from config.ts",
  serverVars.has('DATABASE_URL') && serverVars.has('S3_BUCKET'),
  `${serverVars.size} variables`,
);

// compose.yaml, parsed by Python's YAML (python3-yaml comes with podman-compose) into JSON.
const composeText = readFileSync(join(root, 'compose.yaml'), 'utf8');
const parsed = run(
  'python3',
  ['-c', 'import json,sys,yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'],
  { input: composeText },
);
let compose = null;
if (
  check(
    'compose.yaml parses as YAML',
    parsed.code === 0,
    parsed.code ? parsed.out.trim().split('\n').at(-1) : '',
  )
) {
  compose = JSON.parse(parsed.stdout);
  const services = compose.services ?? {};
  const app = services.gathering ?? {};
  check(
    'compose: services gathering, postgres and s3',
    ['gathering', 'postgres', 's3'].every((s) => services[s]),
  );
  const env = app.environment ?? {};
  const unknown = Object.keys(env).filter((k) => !serverVars.has(k));
  check(
    'compose: every variable given to the server is one it reads',
    unknown.length === 0,
    unknown.join(', '),
  );
  check(
    'compose: the server uses PostgreSQL and the S3 store',
    /@postgres:5432\//.test(env.DATABASE_URL ?? '') &&
      /^http:\/\/s3:8333$/.test(env.S3_ENDPOINT ?? '') &&
      env.S3_BUCKET === services.s3?.environment?.S3_BUCKET,
  );
  check(
    'compose: JWT_SECRET and PUSH_CREDENTIALS_KEY are given (PostgreSQL keeps no secret files)',
    Boolean(env.JWT_SECRET && env.PUSH_CREDENTIALS_KEY),
  );
  check('compose: demo data off', String(env.DEMO) === '0');
  const deps = app.depends_on ?? {};
  const notHealthy = Object.keys(services).filter(
    (s) => s !== 'gathering' && deps[s]?.condition !== 'service_healthy',
  );
  check(
    'compose: the server waits for each dependency to be healthy',
    notHealthy.length === 0,
    notHealthy.join(', '),
  );
  const noCheck = Object.keys(deps).filter((s) => !services[s]?.healthcheck?.test);
  check('compose: every dependency has a healthcheck', noCheck.length === 0, noCheck.join(', '));
  const grace = /^(\d+)s$/.exec(app.stop_grace_period ?? '')?.[1];
  check(
    "compose: stop_grace_period longer than the server's 30 s drain",
    Number(grace) >= 35,
    app.stop_grace_period,
  );
  const named = Object.values(services)
    .flatMap((s) => s.volumes ?? [])
    .map((v) => String(v).split(':')[0])
    .filter((v) => !v.startsWith('.') && !v.startsWith('/'));
  const undeclared = named.filter((v) => !(v in (compose.volumes ?? {})));
  check('compose: named volumes declared', undeclared.length === 0, undeclared.join(', '));
  check(
    'compose: the server keeps DATA_DIR in a volume',
    (app.volumes ?? []).some((v) => String(v).endsWith(':/data')),
  );
  const required = [...new Set([...composeText.matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1]))];
  const example = readFileSync(join(root, 'deploy/compose.env.example'), 'utf8');
  const notInExample = required.filter((v) => !new RegExp(`^#?${v}=`, 'm').test(example));
  check(
    'compose: every required variable is in deploy/compose.env.example',
    notInExample.length === 0,
    notInExample.join(', '),
  );

  // podman-compose's own reading of the file with every variable set (Debian's 1.0.3 has no `config` command: its
  // dry run prints the podman commands it would run, with the variables substituted).
  const fakeEnv = Object.fromEntries(required.map((v) => [v, `check-${v.toLowerCase()}`]));
  // Its dry run still creates the named volumes through podman: give it a stand-in podman that only answers.
  const dir = mkdtempSync(join(tmpdir(), 'gathering-compose-'));
  try {
    writeFileSync(join(dir, 'compose.yaml'), composeText);
    writeFileSync(join(dir, 'podman'), '#!/bin/sh\necho "podman version 4.3.1"\n', { mode: 0o755 });
    const dry = run(
      'podman-compose',
      ['--podman-path', join(dir, 'podman'), '-f', 'compose.yaml', '--dry-run', 'up', '--no-build', '-d'],
      {
        cwd: dir,
        env: { ...process.env, ...fakeEnv },
      },
    );
    check(
      'compose: podman-compose reads it (dry run, variables substituted)',
      dry.code === 0 &&
        dry.out.includes('check-postgres_password') &&
        dry.out.includes('docker.io/library/postgres:18'),
      dry.code === 0 ? '' : dry.out.trim().split('\n').slice(-3).join(' | '),
    );
    const bare = run(
      'podman-compose',
      ['--podman-path', join(dir, 'podman'), '-f', 'compose.yaml', '--dry-run', 'up', '--no-build', '-d'],
      {
        cwd: dir,
        env: { PATH: process.env.PATH },
      },
    );
    check(
      'compose: refuses to start with a required variable unset',
      bare.code !== 0 && /set [A-Z0-9_]+ in compose\.env/.test(bare.out),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The systemd unit: systemd-analyze verify (ExecStart pointed at this checkout's Node, since /opt/gathering does not
// exist here), the settings the deployment relies on, and the sandbox's exposure score.
const unitText = readFileSync(join(root, 'deploy/gathering.service'), 'utf8');
const unitValue = (key) => [...unitText.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1].trim());
{
  const dir = mkdtempSync(join(tmpdir(), 'gathering-unit-'));
  try {
    const node = join(root, 'node_modules/.bin/node');
    const nodeReal = existsSync(node) ? node : process.execPath;
    writeFileSync(
      join(dir, 'gathering.service'),
      unitText.replaceAll('/opt/gathering/node_modules/.bin/node', nodeReal),
    );
    const verify = run('systemd-analyze', ['verify', join(dir, 'gathering.service')]);
    check('unit: systemd-analyze verify', verify.code === 0 && verify.out.trim() === '', verify.out.trim());
    const security = run('systemd-analyze', ['security', '--offline=yes', join(dir, 'gathering.service')]);
    const exposure = Number(
      /Overall exposure level for gathering\.service: ([\d.]+)/.exec(security.out)?.[1],
    );
    check('unit: systemd-analyze security exposure ≤ 2.5', exposure <= 2.5, `${exposure}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const exec = unitValue('ExecStart')[0] ?? '';
  check(
    'unit: runs node directly with the env file and source maps',
    /\/node --enable-source-maps --env-file-if-exists=\/etc\/gathering\/gathering\.env apps\/server\/dist\/main\.js$/.test(
      exec,
    ),
  );
  const user = unitValue('User')[0];
  check('unit: a dedicated user', Boolean(user) && user !== 'root', user);
  const dataDir = /^DATA_DIR=(.*)$/.exec(
    unitValue('Environment').find((e) => e.startsWith('DATA_DIR=')) ?? '',
  )?.[1];
  check('unit: NODE_ENV=production', unitValue('Environment').includes('NODE_ENV=production'));
  check(
    'unit: ProtectSystem=strict with DATA_DIR writable',
    unitValue('ProtectSystem')[0] === 'strict' && unitValue('ReadWritePaths').includes(dataDir),
    dataDir,
  );
  check(
    'unit: NoNewPrivileges and PrivateTmp',
    unitValue('NoNewPrivileges')[0] === 'yes' && unitValue('PrivateTmp')[0] === 'yes',
  );
  check(
    'unit: SIGTERM, a stop timeout over 35 s, restart on failure',
    unitValue('KillSignal')[0] === 'SIGTERM' &&
      Number(unitValue('TimeoutStopSec')[0]) >= 35 &&
      unitValue('Restart')[0] === 'on-failure',
  );
}

// The Dockerfile's promises (the image below proves them).
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
check(
  'Dockerfile: multi-stage, non-root USER, HEALTHCHECK, tini',
  (dockerfile.match(/^FROM /gm) ?? []).length >= 3 &&
    /^USER (?!root|0\b)\S+/m.test(dockerfile) &&
    /^HEALTHCHECK /m.test(dockerfile) &&
    /^ENTRYPOINT \["\/usr\/bin\/tini", "--"\]/m.test(dockerfile),
);
const ignore = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
const notIgnored = ['**/node_modules', '**/dist', 'data', '.tools', '.git', '.env'].filter(
  (p) => !ignore.includes(p),
);
check(
  '.dockerignore keeps node_modules, dist, data, .tools, .git, .env out',
  notIgnored.length === 0,
  notIgnored.join(', '),
);

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
  // TODO(lead): /readyz and /livez once they exist; the image's HEALTHCHECK too.
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

  const page = await fetch(`http://127.0.0.1:${port}/`).then(
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
  if (compose && findPgBin()) await composeWiring(port);
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

async function composeWiring(port) {
  const { default: pg } = await import('pg');
  const { default: S3rver } = await import('s3rver');
  const app = compose.services.gathering;
  const cname = `${name}-pg`;
  const cvolume = `${cname}-data`;
  const cluster = await startCluster();
  const s3dir = mkdtempSync(join(tmpdir(), 'gathering-s3-'));
  const bucket = app.environment.S3_BUCKET;
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  try {
    const s3port = (await s3.run()).port;
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE ROLE gathering LOGIN PASSWORD 'check-postgres_password'");
    await admin.query('CREATE DATABASE gathering OWNER gathering');
    await admin.end();
    const pgPort = new URL(cluster.url).port;
    const vars = {
      POSTGRES_PASSWORD: 'check-postgres_password',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      JWT_SECRET: 'check-jwt-secret-check-jwt-secret-check-jwt-secret',
      PUSH_CREDENTIALS_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    // ${NAME:-default} and ${NAME:?message} as compose substitutes them, from vars.
    const substitute = (value) =>
      String(value).replace(
        /\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g,
        (_, v, op, rest) => vars[v] ?? (op === '-' ? rest : ''),
      );
    const env = Object.fromEntries(Object.entries(app.environment).map(([k, v]) => [k, substitute(v)]));
    env.DATABASE_URL = env.DATABASE_URL.replace('@postgres:5432/', `@127.0.0.1:${pgPort}/`);
    env.S3_ENDPOINT = env.S3_ENDPOINT.replace('http://s3:8333', `http://127.0.0.1:${s3port}`);
    env.S3_ACCESS_KEY_ID = 'S3RVER';
    env.PUBLIC_URL = `http://localhost:${port}`;
    podman(['volume', 'create', cvolume]);
    const envFlags = Object.entries({ ...env, PORT: String(port) }).flatMap(([k, v]) => ['-e', `${k}=${v}`]);
    const started = performance.now();
    const up = podman([
      'run',
      '-d',
      '--name',
      cname,
      ...RUN_FLAGS,
      ...envFlags,
      '-v',
      `${cvolume}:/data`,
      IMAGE,
    ]);
    let status = null;
    while (up.code === 0 && performance.now() - started < 180_000) {
      status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status,
        () => null,
      );
      if (status === 200) break;
      if (podman(['inspect', '--format', '{{.State.Status}}', cname]).stdout.trim() !== 'running') break;
      await sleep(200);
    }
    const seconds = (performance.now() - started) / 1000;
    timings.push(['start to /health 200 on PostgreSQL', seconds]);
    check(
      "compose wiring: the image serves on PostgreSQL + S3 with compose.yaml's environment",
      status === 200,
      status === 200 ? `${seconds.toFixed(1)} s` : (up.out + podman(['logs', cname]).out).slice(-2000),
    );
    const client = new pg.Client({ connectionString: cluster.url.replace(/\/postgres$/, '/gathering') });
    await client.connect();
    const tables = (
      await client.query("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'")
    ).rows[0].n;
    await client.end();
    check('compose wiring: the migrations ran in PostgreSQL', tables > 0, `${tables} tables`);
    const files = podman(['exec', cname, 'ls', '-A', '/data']).stdout.trim().split('\n').filter(Boolean);
    check(
      'compose wiring: DATA_DIR holds no secret file and no embedded database',
      !files.some((f) => ['jwt-secret', 'push-credentials-key', 'db'].includes(f)),
      files.join(' ') || 'empty',
    );
    const stop = podman(['stop', '--time', String(GRACE), cname]);
    const exitCode = podman(['inspect', '--format', '{{.State.ExitCode}}', cname]).stdout.trim();
    check('compose wiring: stops with exit code 0', stop.code === 0 && exitCode === '0', `exit ${exitCode}`);
  } finally {
    podman(['rm', '--force', '--time', '0', cname]);
    podman(['volume', 'rm', '--force', cvolume]);
    await s3.close().catch(() => {});
    rmSync(s3dir, { recursive: true, force: true });
    cluster.stop();
  }
}

function finish() {
  if (timings.length) {
    console.log('\nTimings:');
    for (const [label, seconds] of timings) console.log(`  ${label.padEnd(36)} ${seconds.toFixed(1)} s`);
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}
