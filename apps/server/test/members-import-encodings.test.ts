import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { CsvEncodingError, decodeCsv } from '../src/lib/csv';
import fr from '../src/i18n/fr.json' with { type: 'json' };
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';

// What Excel, Numbers and text editors save a list of French names as.
const TEXT =
  'email,first_name,last_name\r\nrene@example.org,René,Lévesque\r\nzoe@example.org,Zoë,Côté-Œuvrard\r\n';
const latin1 = (text: string) => Buffer.from(text, 'latin1');
const windows1252 = (text: string) =>
  // Node has no Windows-1252 encoder: "Œ" is its one character here outside Latin-1 (0x8C there).
  Buffer.concat(
    text.split('Œ').flatMap((part, i) => (i ? [Buffer.from([0x8c]), latin1(part)] : [latin1(part)])),
  );
const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();
const FILES: Record<string, Buffer> = {
  'UTF-8': Buffer.from(TEXT, 'utf8'),
  'UTF-8 with a byte-order mark': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT, 'utf8')]),
  'UTF-16 LE with a byte-order mark': Buffer.concat([
    Buffer.from([0xff, 0xfe]),
    Buffer.from(TEXT, 'utf16le'),
  ]),
  'UTF-16 BE with a byte-order mark': Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(TEXT)]),
  'Windows-1252 (Excel on Windows)': windows1252(TEXT),
};

describe('decodeCsv', () => {
  it('reads each encoding to the same text, and names the line of bytes none of them explains', () => {
    for (const [name, bytes] of Object.entries(FILES)) expect(decodeCsv(bytes), name).toBe(TEXT);
    expect(decodeCsv(latin1('email,first_name\nrene@example.org,René\n'))).toContain('René');
    const undefinedIn1252 = Buffer.concat([
      latin1('email,first_name\na@example.org,Ann\nb@example.org,B'),
      Buffer.from([0xe9, 0x81]),
    ]);
    const lineOf = (bytes: Buffer) => {
      try {
        decodeCsv(bytes);
      } catch (err) {
        if (err instanceof CsvEncodingError) return err.line;
        throw err;
      }
      return null;
    };
    expect(lineOf(undefinedIn1252)).toBe(3);
    // A file that says UTF-8 (byte-order mark) with a broken byte on line 2.
    expect(
      lineOf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), latin1('email\nren\xe9@example.org\n')])),
    ).toBe(2);
    // UTF-16 without a byte-order mark: an "é" is not UTF-8, and the NULs between letters not Windows-1252.
    expect(lineOf(Buffer.from('email,first_name\nx@y.org,René\n', 'utf16le'))).toBe(1);
    // A replacement character already in the file is damage done elsewhere: never stored.
    expect(lineOf(Buffer.from('email,first_name\nx@y.org,Ren\uFFFD\n', 'utf8'))).toBe(2);
  });
});

describe('members import: file encodings', () => {
  let t: TestContext;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await createCommunityAdmin(t.database, { username: 'chief' });
    auth = (await login(t.app, 'chief')).auth;
  });

  const multipart = (bytes: Buffer) => {
    const boundary = '----gathering-encodings';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="members.csv"\r\nContent-Type: text/csv\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  };
  const post = (url: string, bytes: Buffer, asMultipart: boolean, language?: string) => {
    const body = asMultipart ? multipart(bytes) : { payload: bytes, contentType: 'text/csv' };
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: {
        ...auth,
        'content-type': body.contentType,
        ...(language ? { 'accept-language': language } : {}),
      },
    });
  };
  const storedName = async (email: string) => {
    const [row] = await t.database.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.email, email));
    return row;
  };

  it.each(Object.entries(FILES))('imports a %s file with its accents intact', async (_name, bytes) => {
    for (const asMultipart of [false, true]) {
      await t.reset();
      await createCommunityAdmin(t.database, { username: 'chief' });
      auth = (await login(t.app, 'chief')).auth;
      const preview = await post('/v1/members/import/preview', bytes, asMultipart);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().rows[0]).toMatchObject({ firstName: 'René', lastName: 'Lévesque' });
      const res = await post('/v1/members/import?invite=false', bytes, asMultipart);
      expect(res.statusCode, res.body).toBe(202);
      await t.drain();
      expect(await storedName('rene@example.org')).toEqual({ firstName: 'René', lastName: 'Lévesque' });
      expect(await storedName('zoe@example.org')).toEqual({ firstName: 'Zoë', lastName: 'Côté-Œuvrard' });
    }
  });

  it('refuses a file that is neither UTF-8, UTF-16 nor Windows-1252 with a 400 naming the line, storing nothing', async () => {
    const bytes = Buffer.concat([
      latin1('email,first_name\r\nann@example.org,Ann\r\nrene@example.org,Ren'),
      Buffer.from([0x81, 0x0d, 0x0a]),
    ]);
    for (const asMultipart of [false, true]) {
      const res = await post('/v1/members/import', bytes, asMultipart);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'INVALID_INPUT',
        message:
          'Line 3 of the file has characters that cannot be read: save it as "CSV UTF-8" (or as Windows "CSV") and try again.',
        field: 'file',
      });
    }
    const french = await post('/v1/members/import/preview', bytes, false, 'fr');
    expect(french.json().message).toBe(fr.messages.memberMessages.importEncoding.replace('{{line}}', '3'));
    expect(french.json().message).toMatch(/^La ligne 3 du fichier/);
    expect(await storedName('ann@example.org')).toBeUndefined();
  });
});
