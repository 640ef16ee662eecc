import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script of the repository (no types)
import { buildState } from '../../../scripts/build-stamps.mjs';
import { freePort, sleep } from './helpers/processes';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'gathering-production-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.status,
    () => null,
  );

describe('npm start', () => {
  it('runs the built server in the process npm starts, so a SIGTERM to npm stops the server too', async () => {
    const port = await freePort();
    const web = join(scratch, 'web');
    mkdirSync(web, { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Gathering</title>');
    let out = '';
    // A process manager starts `npm start` and later sends SIGTERM to that one process.
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(scratch, 'data'),
        DEMO: '0',
        WEB_DIST: web, // the web app is built elsewhere: npm start checks only the server's build
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout!.on('data', (d) => (out += d));
    npm.stderr!.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 90_000;
    while ((await answers(`${base}/health`)) !== 200) {
      if (npm.exitCode !== null || Date.now() > deadline)
        throw new Error(`the server did not start:\n${out}`);
      await sleep(200);
    }
    // The server built by test/global-setup.ts is newer than every source: npm start did not build again.
    expect(out).not.toMatch(/building/i);

    npm.kill('SIGTERM');
    expect(await exited).toBe(0);
    // Nothing is left serving behind npm: the port is closed.
    await sleep(300);
    expect(await answers(`${base}/health`)).toBeNull();
  }, 120_000);
});

describe('build stamps', () => {
  it('builds a target that was never built, or whose sources changed since its stamp, and only then', () => {
    const tree = join(scratch, 'tree');
    mkdirSync(join(tree, 'src', 'deep'), { recursive: true });
    mkdirSync(join(tree, 'dist'), { recursive: true });
    writeFileSync(join(tree, 'src', 'deep', 'a.ts'), 'a');
    const target = { stamp: 'dist/stamp.json', sources: ['src'] };
    expect(buildState(tree, target)).toBe('missing');
    writeFileSync(join(tree, 'dist', 'stamp.json'), '{}');
    // Around the stamp's own time as the file system dated it (not the calendar: a faked clock moves one, not the other).
    const t = statSync(join(tree, 'dist', 'stamp.json')).mtimeMs / 1000;
    utimesSync(join(tree, 'src', 'deep', 'a.ts'), t - 60, t - 60);
    expect(buildState(tree, target)).toBe('fresh');
    utimesSync(join(tree, 'src', 'deep', 'a.ts'), t + 60, t + 60);
    expect(buildState(tree, target)).toBe('stale');
  });
});
