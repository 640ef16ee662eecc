import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploadMessages } from '@gathering/contract';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';
import { multipart, pngDeclaring } from './platform-fixtures';

/** A PDF whose one stream holds `data`, encoded with `filter` (`dict` adds to its dictionary). */
function pdfWithRawStream(data: Buffer, filter: string, dict = ''): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n'),
    Buffer.from('2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n'),
    Buffer.from(`3 0 obj\n<< /Length ${data.length} /Filter /${filter}${dict} >>\nstream\n`),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** A PDF whose one content stream is `content`, deflated. */
const pdfWithStream = (content: Buffer) =>
  pdfWithRawStream(deflateSync(content, { level: 9 }), 'FlateDecode');

/**
 * An LZW stream of zeros (PDF's LZW: 9 to 12-bit codes, one code early): each code names the entry the one before
 * it made, so entries grow a byte at a time, then the longest is repeated `repeats` times.
 */
function lzwZeros(repeats: number): Buffer {
  const codes = [256, 0];
  for (let next = 258; next < 4096; next++) codes.push(next);
  for (let i = 0; i < repeats; i++) codes.push(4095);
  codes.push(257);
  const out: number[] = [];
  let held = 0;
  let bits = 0;
  let tableSize = 258;
  let width = 9;
  for (const [i, code] of codes.entries()) {
    held = (held << width) | code;
    bits += width;
    while (bits >= 8) {
      bits -= 8;
      out.push((held >>> bits) & 0xff);
    }
    held &= (1 << bits) - 1;
    // The decoder adds an entry on every code after the first following a clear, and widens one code early.
    if (i >= 2 && tableSize < 4096) tableSize++;
    if (tableSize + 1 >= 1 << width && width < 12) width++;
  }
  if (bits) out.push((held << (8 - bits)) & 0xff);
  return Buffer.from(out);
}

describe('uploads are bounded by what they become once opened', () => {
  let t: TestContext;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    auth = (await login(t.app, (await createCommunityAdmin(t.database)).user.username)).auth;
  });

  const upload = (kind: 'cover' | 'document', data: Buffer, filename: string, type: string) => {
    const body = multipart([{ name: kind, filename, type, data }]);
    return t.app.inject({
      method: 'POST',
      url: `/v1/upload/feedItem/${kind}`,
      headers: { ...auth, ...body.headers, 'accept-language': 'en' },
      payload: body.payload,
    });
  };
  const served = async (fileUrl: string) => {
    const address = new URL(fileUrl);
    return (await t.app.inject({ method: 'GET', url: address.pathname + address.search })).rawPayload;
  };

  it('refuses an image declaring 20,000 × 20,000 pixels, in English and in French', async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(50_000);
    const res = await upload('cover', bomb, 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: uploadMessages.imageTooLarge, field: 'cover' });
    const body = multipart([{ name: 'document', filename: 'b.png', type: 'image/png', data: bomb }]);
    const fr = await t.app.inject({
      method: 'POST',
      url: '/v1/upload/feedItem/document',
      headers: { ...auth, ...body.headers, 'accept-language': 'fr' },
      payload: body.payload,
    });
    expect(fr.statusCode).toBe(413);
    expect(fr.json().message).toMatch(/^L'image est trop grande/);
  });

  it('scales a large cover down to 2,560 pixels on its long side, and keeps a small one as sent', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const res = await upload('cover', big, 'lake.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const stored = await served(res.json().fileUrl);
    expect(res.json().fileSize).toBe(stored.length);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2560, 1920]);

    const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const kept = await upload('cover', small, 'small.png', 'image/png');
    expect((await served(kept.json().fileUrl)).equals(small)).toBe(true);
  });

  it('scales a logo down to 1,024 pixels, served to anyone', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: '#fff0' } })
      .png()
      .toBuffer();
    const body = multipart([{ name: 'logo', filename: 'logo.png', type: 'image/png', data: wide }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/upload/community/logo',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: new URL(res.json().url).pathname });
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height, res.json().size]).toEqual([1024, 341, file.rawPayload.length]);
  });

  it('refuses a PDF that inflates past 100 MB, and accepts an ordinary one', async () => {
    const bomb = pdfWithStream(Buffer.alloc(120 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload('document', bomb, 'minutes.pdf', 'application/pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: uploadMessages.pdfTooLarge, field: 'document' });

    // Run-length (128 bytes for 2) and LZW (3,838 bytes for 12 bits) expand too; an image may not out-size an upload.
    const runs = Buffer.alloc(2 * 1024 * 1024, Buffer.from([129, 0]));
    for (const pdf of [
      pdfWithRawStream(runs, 'RunLengthDecode'),
      pdfWithRawStream(lzwZeros(30_000), 'LZWDecode'),
      pdfWithRawStream(Buffer.alloc(10), 'DCTDecode', ' /Subtype /Image /Width 20000 /Height 20000'),
    ]) {
      const refused = await upload('document', pdf, 'minutes.pdf', 'application/pdf');
      expect(refused.statusCode).toBe(413);
      expect(refused.json().message).toBe(uploadMessages.pdfTooLarge);
    }
    const lzwSmall = await upload(
      'document',
      pdfWithRawStream(lzwZeros(10), 'LZWDecode'),
      'a.pdf',
      'application/pdf',
    );
    expect(lzwSmall.statusCode, lzwSmall.body).toBe(200);

    const page = Buffer.from('BT /F1 12 Tf 72 712 Td (Minutes of the council meeting) Tj ET\n'.repeat(2000));
    const ok = await upload('document', pdfWithStream(page), 'minutes.pdf', 'application/pdf');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().mimeType).toBe('application/pdf');
  });
});
