import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, messages, uploadMessages } from '@gathering/contract';
import { loadConfig } from '../src/config';
import { createStorage, type Storage } from '../src/lib/files/storage';
import { detectFileType } from '../src/lib/files/file-type';
import { buildApp } from '../src/app';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from './helpers/app';
import { createCommunity, createCommunityAdmin, createPlatformAdmin } from './helpers/factories';
import { login } from './helpers/session';
import { memberSession, multipart, tinyPng } from './platform-fixtures';

// Real images, however small: an upload is decoded far enough to read its size (lib/files/image.ts).
const GIF = Buffer.from(
  '47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b',
  'hex',
);
const JPEG = await sharp({
  create: { width: 1, height: 1, channels: 3, background: '#336699' },
})
  .jpeg()
  .toBuffer();
// An icon directory (one 1×1 entry) followed by the entry, a PNG.
const ICO = Buffer.concat([
  Buffer.from('0000010001000101000001002000', 'hex'),
  Buffer.from([tinyPng().length, 0, 0, 0, 22, 0, 0, 0]),
  tinyPng(),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function bodyOf(b: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(b)) return b;
  const chunks: Buffer[] = [];
  for await (const c of b) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** The behaviour both storage backends must share. */
async function storageContract(storage: Storage) {
  const png = tinyPng();
  await storage.put('communities/abc/logo-1.png', png, 'image/png');
  const got = await storage.get('communities/abc/logo-1.png');
  expect(got?.contentType).toBe('image/png');
  expect((await bodyOf(got!.body)).equals(png)).toBe(true);
  expect(await storage.get('communities/abc/missing.png')).toBeNull();
  expect(await storage.get('../../etc/passwd')).toBeNull();
  await expect(storage.put('../escape.png', png, 'image/png')).rejects.toThrow();
  await expect(storage.put('.hidden/x.png', png, 'image/png')).rejects.toThrow();
  await storage.remove('communities/abc/logo-1.png');
  expect(await storage.get('communities/abc/logo-1.png')).toBeNull();
  await storage.remove('communities/abc/logo-1.png');
  // Stored relative to the public base, answered absolute under whatever base the server runs with.
  const stored = storage.storedAddress('communities/abc/logo-2.png');
  expect(stored).toBe('files/communities/abc/logo-2.png');
  const url = storage.publicAddress(stored);
  expect(url).toBe('http://gathering.test/files/communities/abc/logo-2.png');
  expect(storage.keyOf(url)).toBe('communities/abc/logo-2.png');
  expect(storage.keyOf(stored)).toBe('communities/abc/logo-2.png');
  expect(storage.toStored(url)).toBe(stored);
  expect(storage.keyOf('https://elsewhere.example/files/x.png')).toBeNull();
  expect(storage.toStored('https://elsewhere.example/files/x.png')).toBe(
    'https://elsewhere.example/files/x.png',
  );
  expect(storage.publicAddress('https://elsewhere.example/logo.png')).toBe(
    'https://elsewhere.example/logo.png',
  );
  expect(storage.publicAddress('files/../etc/passwd')).toBe('files/../etc/passwd');
}

describe('file types', () => {
  it('recognises the logo types by content, not by name', async () => {
    const allowed = ['image/jpeg', 'image/png', 'image/gif', 'image/x-icon'];
    expect(await detectFileType(tinyPng(), allowed)).toEqual({ mime: 'image/png', ext: 'png' });
    expect((await detectFileType(GIF, allowed))?.mime).toBe('image/gif');
    expect((await detectFileType(JPEG, allowed))?.mime).toBe('image/jpeg');
    expect((await detectFileType(ICO, allowed))?.mime).toBe('image/x-icon');
    expect(await detectFileType(SVG, allowed)).toBeNull();
    expect(await detectFileType(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), allowed)).toBeNull();
    expect(await detectFileType(tinyPng(), ['image/gif'])).toBeNull();
  });
});

describe('logo uploads and files on disk', () => {
  let t: TestContext;
  let platform: { authorization: string };
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const admin = await createPlatformAdmin(t.database);
    platform = (await login(t.app, admin.username)).auth;
  });

  const upload = (
    headers: { authorization: string },
    file: { data: Buffer; filename?: string; type?: string; name?: string },
    query = '',
    fields: { name: string; value: string }[] = [],
  ) => {
    const body = multipart([
      ...fields,
      {
        name: file.name ?? 'logo',
        filename: file.filename ?? 'logo.png',
        type: file.type ?? 'image/png',
        data: file.data,
      },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/v1/upload/community/logo${query}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('the disk storage keeps, answers and removes files', async () => {
    await storageContract(createStorage(t.config));
  });

  it("stores a platform administrator's logo for a community and serves it back", async () => {
    const community = await createCommunity(t.database);
    const png = tinyPng();
    const res = await upload(platform, { data: png }, `?communityId=${community.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ communityId: community.id, contentType: 'image/png', size: png.length });
    expect(body.url).toMatch(
      new RegExp(`^http://gathering\\.test/files/communities/${community.id}/logo-[0-9a-f]{16}\\.png$`),
    );

    const path = new URL(body.url).pathname;
    const file = await t.app.inject({ method: 'GET', url: path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toContain('max-age=31536000');
    expect(file.rawPayload.equals(png)).toBe(true);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/v1/community/${community.id}`,
      headers: platform,
    });
    expect(detail.json().data.logo).toBe(body.url);

    // A new logo replaces the old one, whose file goes.
    const second = await upload(platform, { data: GIF, filename: 'x.gif' }, '', [
      { name: 'communityId', value: community.id },
    ]);
    expect(second.statusCode).toBe(200);
    expect(second.json().contentType).toBe('image/gif');
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(second.json().url).pathname })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/files/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('stores the address relative to the public base, so the same database under another host answers its own', async () => {
    const community = await createCommunity(t.database);
    const res = await upload(platform, { data: tinyPng() }, `?communityId=${community.id}`);
    const key = new URL(res.json().url).pathname.slice('/files/'.length);
    const { rows } = await t.database.executeSql('select logo from communities where id = $1', [
      community.id,
    ]);
    expect(rows[0].logo).toBe(`files/${key}`);

    // What a restore onto another machine does: the same rows, another PUBLIC_URL.
    const dataDir = mkdtempSync(join(tmpdir(), 'gathering-elsewhere-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: 'https://gathering.elsewhere.example:8443',
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dataDir, 'no-web'),
    });
    const elsewhere = await buildApp({ config, database: t.database, logger: false });
    try {
      const detail = await elsewhere.inject({
        method: 'GET',
        url: `/v1/community/${community.id}`,
        headers: platform,
      });
      expect(detail.json().data.logo).toBe(`https://gathering.elsewhere.example:8443/files/${key}`);
      const profile = await elsewhere.inject({
        method: 'GET',
        url: `/v1/community/profile/${community.slug}`,
      });
      expect(profile.json().data?.logo ?? profile.json().logo).toBe(
        `https://gathering.elsewhere.example:8443/files/${key}`,
      );
    } finally {
      await elsewhere.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps an external logo address as given, and stores one of our own file addresses relative', async () => {
    const community = await createCommunity(t.database);
    const update = (logo: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/v1/community/${community.id}`,
        headers: platform,
        payload: { logo },
      });
    expect((await update('https://cdn.example.org/files/communities/x/logo.png')).json().data.logo).toBe(
      'https://cdn.example.org/files/communities/x/logo.png',
    );
    const own = `http://gathering.test/files/communities/${community.id}/logo-0123456789abcdef.png`;
    expect((await update(own)).json().data.logo).toBe(own);
    const { rows } = await t.database.executeSql('select logo from communities where id = $1', [
      community.id,
    ]);
    expect(rows[0].logo).toBe(`files/communities/${community.id}/logo-0123456789abcdef.png`);
  });

  it("lets a community administrator upload their own community's logo only", async () => {
    const { community, user } = await createCommunityAdmin(t.database);
    const other = await createCommunity(t.database);
    const auth = (await login(t.app, user.username)).auth;
    const ico = await upload(auth, { data: ICO, filename: 'favicon.ico', type: 'image/x-icon' });
    expect(ico.statusCode).toBe(200);
    expect(ico.json()).toMatchObject({ communityId: community.id, contentType: 'image/x-icon' });
    const me = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: auth });
    expect(me.json().community.logo).toBe(ico.json().url);

    const elsewhere = await upload(auth, { data: tinyPng() }, `?communityId=${other.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(messages.communityNotFound);

    const member = (await memberSession(t, community.id)).auth;
    expect((await upload(member, { data: tinyPng() })).statusCode).toBe(403);
    expect((await upload({ authorization: '' }, { data: tinyPng() })).statusCode).toBe(401);
  });

  it('refuses wrong types (415), oversize files (413) and malformed requests (400)', async () => {
    const community = await createCommunity(t.database);
    const q = `?communityId=${community.id}`;
    for (const data of [SVG, Buffer.from('just text, named .png'), Buffer.from('%PDF-1.4\n1 0 obj\n')]) {
      const res = await upload(platform, { data, filename: 'logo.png', type: 'image/png' }, q);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(uploadMessages.invalidFileType);
    }
    const big = Buffer.concat([tinyPng(), Buffer.alloc(LOGO_MAX_BYTES)]);
    const tooBig = await upload(platform, { data: big }, q);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(uploadMessages.logoTooLarge);

    const two = multipart([
      { name: 'logo', filename: 'a.png', type: 'image/png', data: tinyPng() },
      { name: 'logo', filename: 'b.png', type: 'image/png', data: tinyPng() },
    ]);
    const twoRes = await t.app.inject({
      method: 'POST',
      url: `/v1/upload/community/logo${q}`,
      headers: { ...platform, ...two.headers },
      payload: two.payload,
    });
    expect(twoRes.statusCode).toBe(400);
    expect(twoRes.json().message).toBe(uploadMessages.multipleFiles);

    const wrongField = await upload(platform, { data: tinyPng(), name: 'file' }, q);
    expect(wrongField.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `/v1/upload/community/logo${q}`,
      headers: platform,
      payload: { logo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const noCommunity = await upload(platform, { data: tinyPng() });
    expect(noCommunity.statusCode).toBe(400);
    expect(noCommunity.json().field).toBe('communityId');
    expect(
      (await upload(platform, { data: tinyPng() }, '?communityId=00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
    expect((await upload(platform, { data: tinyPng() }, '?communityId=bogus')).statusCode).toBe(404);
  });
});

describe('logo uploads to an S3-compatible bucket', () => {
  let t: TestContext;
  let s3: S3rver;
  let dir: string;
  let endpoint: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gathering-s3-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'test', configs: [] }],
    });
    const address = await s3.run();
    endpoint = `http://127.0.0.1:${address.port}`;
    t = await createTestContext({
      env: {
        S3_BUCKET: 'test',
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the bucket storage keeps, answers and removes files', async () => {
    expect(t.config.s3).toMatchObject({ bucket: 'test', endpoint, forcePathStyle: true });
    await storageContract(createStorage(t.config));
  });

  it('stores an uploaded logo in the bucket and serves it through /files/', async () => {
    await t.reset();
    const admin = await createPlatformAdmin(t.database);
    const auth = (await login(t.app, admin.username)).auth;
    const community = await createCommunity(t.database);
    const body = multipart([{ name: 'logo', filename: 'l.jpg', type: 'image/jpeg', data: JPEG }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/upload/community/logo?communityId=${community.id}`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    // It is in the bucket itself, not on the local disk.
    const key = url.replace('http://gathering.test/files/', '');
    const direct = await fetch(`${endpoint}/test/${key}`);
    expect(direct.status).toBe(200);
    expect(Buffer.from(await direct.arrayBuffer()).equals(JPEG)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(JPEG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/files/communities/none/logo.png' })).statusCode).toBe(
      404,
    );
  });

  it('rejects S3 settings given by halves', () => {
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'test', S3_ACCESS_KEY_ID: 'x' })).toThrow(
      /go together/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ DATA_DIR: dir, PUSH_CREDENTIALS_KEY: 'c2hvcnQ=' })).toThrow(
      /PUSH_CREDENTIALS_KEY/,
    );
  });
});
