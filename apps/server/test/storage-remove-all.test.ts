import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createStorage, type Storage } from '../src/lib/files/storage';
import { TEST_JWT_SECRET } from './helpers/app';

/** A community's deletion removes its folder of files; the same contract on disk and in a bucket. */
async function removesAFolder(storage: Storage) {
  const mine = [
    'communities/c1/logo-a.png',
    'communities/c1/feed/document-1.pdf',
    'communities/c1/feed/image-2.png',
  ];
  const others = ['communities/c10/logo-b.png', 'communities/c2/logo-c.png'];
  for (const key of [...mine, ...others]) await storage.put(key, Buffer.from(key), 'image/png');
  // Listed by key, the folder's own only (not c10's, whose name starts the same).
  expect(await storage.list('communities/c1')).toEqual([...mine].sort());
  expect(await storage.list('communities/none')).toEqual([]);
  expect(await storage.removeAll('communities/c1')).toBe(3);
  for (const key of mine) expect(await storage.get(key), key).toBeNull();
  // A neighbour whose name starts the same (c10) is another folder, and kept.
  for (const key of others) expect(await storage.get(key), key).not.toBeNull();
  expect(await storage.removeAll('communities/c1')).toBe(0);
  expect(await storage.removeAll('support/nothing-here')).toBe(0);
}

/**
 * A file of this machine streamed in whole (a community's export archive), read back the same; its key, under
 * exports/, is never served by the file route, signed or not.
 */
async function keepsAFile(storage: Storage, dir: string) {
  const path = join(dir, 'archive.bin');
  const bytes = randomBytes(3 * 1024 * 1024 + 17);
  writeFileSync(path, bytes);
  const key = 'exports/c1/e1-abc.tar.gz.age';
  await storage.putFile(key, path, 'application/octet-stream');
  const kept = await storage.get(key);
  expect(kept?.size).toBe(bytes.length);
  const chunks: Buffer[] = [];
  for await (const c of Readable.from(kept!.body)) chunks.push(Buffer.from(c as Buffer));
  expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  expect(storage.access(key)).toBeNull();
  expect(storage.access(key, '9999999999', 'a'.repeat(43))).toBeNull();
  await storage.remove(key);
  expect(await storage.get(key)).toBeNull();
}

describe('Storage.removeAll and putFile', () => {
  const dirs: string[] = [];
  const dir = () => {
    const d = mkdtempSync(join(tmpdir(), 'gathering-remove-all-'));
    dirs.push(d);
    return d;
  };
  let s3: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir(),
      configureBuckets: [{ name: 'test', configs: [] }],
    });
    endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
  });
  afterAll(async () => {
    await s3.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  const config = (env: Record<string, string> = {}) =>
    loadConfig({ DATA_DIR: dir(), JWT_SECRET: TEST_JWT_SECRET, PUBLIC_URL: 'http://gathering.test', ...env });

  const bucket = () =>
    config({
      S3_BUCKET: 'test',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });

  it('removes a folder on disk', () => removesAFolder(createStorage(config())));

  it('removes a folder in an S3 bucket', () => removesAFolder(createStorage(bucket())));

  it('keeps a file streamed from disk, on disk', () => keepsAFile(createStorage(config()), dir()));

  it('keeps a file streamed from disk, in an S3 bucket', () => keepsAFile(createStorage(bucket()), dir()));
});
