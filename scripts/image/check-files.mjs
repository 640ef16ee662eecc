// Step 1 of `npm run check:image`: the deployment files themselves (seconds, no image): compose.yaml's wiring,
// the systemd unit, the Dockerfile's essentials and .dockerignore.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, root, run } from './harness.mjs';

/** Checks the files; answers compose.yaml parsed (null when it does not parse), for the wiring run of step 2. */
export function checkFiles() {
  // ---------------------------------------------------------------------------------------------------------------
  // 1. The files.
  // The variables the server reads: the keys of the schema in apps/server/src/config.ts.
  const configSource = readFileSync(join(root, 'apps/server/src/config.ts'), 'utf8');
  // Up to the schema's own closing line: a `});` inside it (a transform's ctx.addIssue) is indented.
  const schemaBody = configSource.slice(
    configSource.indexOf('z.object({'),
    configSource.indexOf('\n});', configSource.indexOf('z.object({')),
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
      'compose: JWT_SECRET, PUSH_CREDENTIALS_KEY and CERTIFICATE_SIGNING_KEY are given (PostgreSQL keeps no secret files)',
      Boolean(env.JWT_SECRET && env.PUSH_CREDENTIALS_KEY && env.CERTIFICATE_SIGNING_KEY),
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
  const unitValue = (key) =>
    [...unitText.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1].trim());
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
      /\/node --enable-source-maps --max-semi-space-size=8 --env-file-if-exists=\/etc\/gathering\/gathering\.env apps\/server\/dist\/main\.js$/.test(
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

  return compose;
}
