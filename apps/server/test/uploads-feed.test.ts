import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';
import { multipart, tinyPng } from './platform-fixtures';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
// The start of a Windows executable: "MZ", then the DOS header full of NUL bytes.
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64, 1),
]);

describe('feed item uploads: cover images and documents', () => {
  let t: TestContext;
  let auth: { authorization: string };
  let otherAuth: { authorization: string };

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    auth = (await login(t.app, (await createCommunityAdmin(t.database)).user.username)).auth;
    otherAuth = (await login(t.app, (await createCommunityAdmin(t.database)).user.username)).auth;
  });

  const upload = (
    kind: 'cover' | 'document',
    file: { data: Buffer; filename: string; type: string; name?: string },
    fields: { name: string; value: string }[] = [],
    headers = auth,
  ) => {
    const body = multipart([...fields, { name: file.name ?? kind, ...file }]);
    return t.app.inject({
      method: 'POST',
      url: `/v1/upload/feedItem/${kind}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores a cover image, answers its attachment record and serves it back', async () => {
    const res = await upload('cover', { data: tinyPng(), filename: 'powwow.png', type: 'image/png' }, [
      { name: 'displayName', value: 'Grand entry' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({
      mimeType: 'image/png',
      fileSize: tinyPng().length,
      originalName: 'powwow.png',
      displayName: 'Grand entry',
    });
    expect(a.fileName).toMatch(/^cover-[0-9a-f]{16}\.png$/);
    expect(a.fileUrl).toBe(`http://gathering.test/files/${a.filePath}`);
    const file = await t.app.inject({ method: 'GET', url: `/files/${a.filePath}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    // The item carries it; another community cannot use it.
    const item = await t.app.inject({
      method: 'POST',
      url: '/v1/base/news',
      headers: auth,
      payload: { headline: 'x', coverImage: a.id },
    });
    expect(item.json().coverImage).toEqual(a);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/v1/base/news',
      headers: otherAuth,
      payload: { headline: 'x', coverImage: a.id },
    });
    expect(foreign.statusCode).toBe(404);

    // Destroying the item removes the file too.
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/v1/feeditem/destroy/${item.json().id}`,
      headers: auth,
    });
    expect(gone.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/files/${a.filePath}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/feedItem/view/${item.json().id}`, headers: auth }))
        .statusCode,
    ).toBe(404);
  });

  it('accepts pdf and plain-text documents, checked by content', async () => {
    const pdf = await upload('document', { data: PDF, filename: 'resolution.pdf', type: 'application/pdf' });
    expect(pdf.json()).toMatchObject({ mimeType: 'application/pdf', displayName: 'resolution.pdf' });
    const txt = await upload('document', {
      data: Buffer.from('Minutes of the council meeting\n'),
      filename: 'minutes.txt',
      type: 'text/plain',
    });
    expect(txt.json()).toMatchObject({ mimeType: 'text/plain' });
    expect(txt.json().fileName).toMatch(/\.txt$/);
    const doc = await t.app.inject({
      method: 'POST',
      url: '/v1/base/documents',
      headers: auth,
      payload: { headline: 'Resolution', attachment: pdf.json().id },
    });
    expect(doc.json().attachment).toEqual(pdf.json());
  });

  it('serves documents only at the signed address answered, covers to anyone', async () => {
    const pdf = (await upload('document', { data: PDF, filename: 'r.pdf', type: 'application/pdf' })).json();
    const signed = new URL(pdf.fileUrl);
    expect(signed.pathname).toBe(`/files/${pdf.filePath}`);
    expect(signed.searchParams.get('signature')).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: signed.pathname })).statusCode).toBe(404);
    const file = await t.app.inject({ method: 'GET', url: signed.pathname + signed.search });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);

    const cover = (await upload('cover', { data: tinyPng(), filename: 'c.png', type: 'image/png' })).json();
    expect(cover.fileUrl).toBe(`http://gathering.test/files/${cover.filePath}`);
    const image = await t.app.inject({ method: 'GET', url: `/files/${cover.filePath}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses an .exe renamed .pdf, wrong types, oversize files and missing files', async () => {
    const exe = await upload('document', { data: EXE, filename: 'invoice.pdf', type: 'application/pdf' });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('File type was invalid. Please try a different file.');
    expect((await upload('cover', { data: PDF, filename: 'cover.png', type: 'image/png' })).statusCode).toBe(
      415,
    );
    expect(
      (await upload('cover', { data: Buffer.from('hello'), filename: 'c.png', type: 'image/png' }))
        .statusCode,
    ).toBe(415);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    expect((await upload('cover', { data: big, filename: 'big.png', type: 'image/png' })).statusCode).toBe(
      413,
    );
    const wrongField = await upload('cover', {
      data: tinyPng(),
      filename: 'a.png',
      type: 'image/png',
      name: 'logo',
    });
    expect(wrongField.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/upload/feedItem/cover',
      headers: auth,
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/upload/feedItem/cover' });
    expect(anonymous.statusCode).toBe(401);
  });
});
