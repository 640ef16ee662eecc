import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import { loadConfig } from '../src/config';
import { diskWarning, formatBytes, serverVolumes } from '../src/lib/files/disk-space';
import { createStorage, storeThenRecord } from '../src/lib/files/storage';
import { registerErrorHandler } from '../src/plugins/errors';
import { TEST_JWT_SECRET } from './helpers/app';

// The parts of issue 33's item 8 that a real full disk (full-disk.test.ts) does not reach: a database or an object
// store out of room, a row that fails after its file was stored, and the readiness words on an ordinary disk.
describe('no room left', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gathering-storage-full-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers 507 with a sentence for a PostgreSQL disk full, an S3 store full, or ENOSPC anywhere', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    const faults: Record<string, unknown> = {
      postgres: Object.assign(new Error('could not extend file "base/16384/2619": No space left on device'), {
        code: '53100',
      }),
      s3: Object.assign(new Error('Storage backend has reached its minimum free drive threshold.'), {
        name: 'XMinioStorageFull',
        $metadata: { httpStatusCode: 507 },
      }),
      mail: Object.assign(new Error("ENOSPC: no space left on device, write '/data/mail/1.eml'"), {
        code: 'ENOSPC',
      }),
    };
    app.get('/:fault', async (req) => {
      throw faults[(req.params as { fault: string }).fault];
    });
    for (const fault of Object.keys(faults)) {
      const res = await app.inject({ method: 'GET', url: `/${fault}` });
      expect(res.statusCode, fault).toBe(507);
      expect(res.json(), fault).toEqual({ code: 'STORAGE_FULL', message: messages.storageFull });
    }
    await app.close();
  });

  it('removes a stored file when the row naming it cannot be written', async () => {
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: TEST_JWT_SECRET });
    const storage = createStorage(config);
    const key = 'communities/c1/feed/cover-1.png';
    const failure = new Error('the database refused the row');
    await expect(
      storeThenRecord(storage, { key, body: Buffer.from('png'), contentType: 'image/png' }, () =>
        Promise.reject(failure),
      ),
    ).rejects.toBe(failure);
    expect(await storage.get(key)).toBeNull();
    expect(existsSync(join(dir, 'uploads', key))).toBe(false);
  });

  it('warns in /readyz words under DISK_LOW_MB, once per volume', async () => {
    const volumes = serverVolumes({ dataDir: dir });
    expect(await diskWarning(volumes, 0)).toBeNull();
    // DATA_DIR and its uploads folder are on one volume here: named once.
    const { warning } = (await diskWarning(volumes, Number.MAX_SAFE_INTEGER))!;
    expect(warning).toMatch(/^DATA_DIR has [\d.]+ [KMGT]?B free of [\d.]+ [KMGT]?B \(under DISK_LOW_MB, /);
    expect(warning).not.toContain('DATA_DIR/uploads');
    expect(warning).not.toContain(dir);
    expect([formatBytes(0), formatBytes(1536), formatBytes(1024 ** 3)]).toEqual(['0 B', '1.5 KB', '1.0 GB']);
  });
});
