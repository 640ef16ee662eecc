// Step 2's last part: the image run with the gathering service's environment from compose.yaml, PostgreSQL and S3
// stood in for by a throwaway cluster of the machine's PostgreSQL and s3rver.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../with-postgres.mjs';
import { check, sleep, timings } from './harness.mjs';

export async function composeWiring({ port, compose, name, podman, IMAGE, RUN_FLAGS, GRACE }) {
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
      // One line, as an environment file carries it: the key's PKCS#8 DER in base64.
      CERTIFICATE_SIGNING_KEY: generateKeyPairSync('ed25519')
        .privateKey.export({ type: 'pkcs8', format: 'der' })
        .toString('base64'),
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
    timings.push(['start to /readyz 200 on PostgreSQL', seconds]);
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
      // Every file a secret is generated into (apps/server/src/config.ts's SECRETS), the one-time demo password's too.
      !files.some((f) =>
        ['jwt-secret', 'push-credentials-key', 'certificate-signing-key.pem', 'demo-password', 'db'].includes(
          f,
        ),
      ),
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
