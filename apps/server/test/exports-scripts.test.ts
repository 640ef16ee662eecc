import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communities } from '../src/db/schema';
import { writeCsv } from '../src/lib/csv';
import { startSmtp } from './helpers/smtp';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createUser } from './helpers/factories';
import { csvRows, pdfText, reportsWorld } from './reports-fixtures';

// Issue 23 item 6: every CSV starts with UTF-8's byte-order mark, and every script survives an export and an
// e-mail: syllabics, the syllabics full stop ᙮, French accents, emoji (astral code points too).
const NAME = 'ᓀᐦᐃᔭᐍᐏᐣ᙮ Île-à-la-Crosse Métis 🎉';
const PEOPLE = [
  { firstName: 'ᑖᓂᓯ᙮', lastName: 'ᐊᐧᐸᒥᑯᐣ' },
  { firstName: 'Élodie', lastName: 'Lévesque-Cœur' },
  { firstName: 'Ōtē 🪶', lastName: '𑪰𑪱 Kâ-wîcihitocik' },
];
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe('exports and e-mails keep every script', () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let w: Awaited<ReturnType<typeof reportsWorld>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestContext({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Gathering <no-reply@gathering.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await t.reset();
    smtp.received.length = 0;
    t.clock.set(new Date('2026-11-18T15:00:00Z'));
    w = await reportsWorld(t);
    await t.database.db
      .update(communities)
      .set({ name: NAME })
      .where(eq(communities.id, w.home.community.id));
  });

  it('writes the byte-order mark first in every CSV', () => {
    expect(Buffer.from(writeCsv(['a'], [['é']]), 'utf8').subarray(0, 3)).toEqual(BOM);
  });

  it('members CSV: a byte-order mark, every name exactly, and the file imports back as it is', async () => {
    for (const p of PEOPLE) {
      const user = await createUser(t.database, p);
      await addMembership(t.database, user.id, w.home.community.id, { role: 'MEMBER', status: 'ACTIVE' });
    }
    const res = await w.req('GET', '/v1/members/export', w.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 3)).toEqual(BOM);
    const rows = parse(res.rawPayload, { columns: true, bom: true }) as Record<string, string>[];
    for (const p of PEOPLE)
      expect(rows.map((r) => [r.first_name, r.last_name])).toContainEqual([p.firstName, p.lastName]);

    // The exported file, BOM and all, is read by the import: every row known, none invalid, names unchanged.
    const preview = await t.app.inject({
      method: 'POST',
      url: '/v1/members/import/preview',
      payload: res.rawPayload,
      headers: { ...w.admin, 'content-type': 'text/csv' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().summary).toMatchObject({ total: rows.length, invalid: 0, new: 0 });
    const names = preview
      .json()
      .rows.map((r: { firstName: string; lastName: string }) => [r.firstName, r.lastName]);
    for (const p of PEOPLE) expect(names).toContainEqual([p.firstName, p.lastName]);
  });

  it('report e-mail over SMTP: subject and body exact, CSV files with the mark and the names, PDF text', async () => {
    const res = await w.req('POST', '/v2/reports/administrator/create', w.platform, {
      range: '2026-11-01,2026-11-17',
      email: 'board@example.org',
    });
    expect(res.statusCode).toBe(202);
    const own = await w.req('POST', '/v2/reports/community/create', w.admin, {
      range: '2026-11-01,2026-11-17',
      email: 'chief@example.org',
    });
    expect(own.statusCode, own.body).toBe(202);
    await t.drain();

    const platform = smtp.received.find((m) => m.to.includes('board@example.org'))!.parsed;
    const [, communitiesCsv] = platform.attachments;
    expect(communitiesCsv.content.subarray(0, 3)).toEqual(BOM);
    expect(csvRows(communitiesCsv.content).map((r) => r[0])).toContain(NAME);

    const community = smtp.received.find((m) => m.to.includes('chief@example.org'))!.parsed;
    expect(community.subject).toBe(`${NAME}: analytics report, Nov 1, 2026 to Nov 17, 2026`);
    expect(community.text).toContain(
      `The analytics report of ${NAME} from Nov 1, 2026 to Nov 17, 2026 is attached`,
    );
    expect(community.html).toContain(`The analytics report of ${NAME} from`);
    const [pdf, dailyCsv] = community.attachments;
    expect(dailyCsv.content.subarray(0, 3)).toEqual(BOM);
    // The PDF's fonts have no emoji (the face's empty glyph stands in): every other character prints as written.
    expect(await pdfText(pdf.content)).toContain('ᓀᐦᐃᔭᐍᐏᐣ᙮ Île-à-la-Crosse Métis');
  });
});
