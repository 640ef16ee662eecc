import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reportSubscriptions } from '../src/jobs/catalog';
import { startSmtp } from './helpers/smtp';
import { createTestContext, type TestContext } from './helpers/app';
import { csvRows, pdfText, reportsWorld } from './reports-fixtures';

describe('analytics reports through a real SMTP exchange', () => {
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
    // Wednesday 18 November 2026.
    t.clock.set(new Date('2026-11-18T15:00:00Z'));
    w = await reportsWorld(t);
  });

  const runDaily = async () => {
    await t.app.queue.send(reportSubscriptions, {});
    await t.drain();
  };
  const subjects = () => smtp.received.map((m) => m.parsed.subject);

  it('delivers the platform report with its PDF and CSV files attached', async () => {
    await w.events(w.home.community.id, 'VIEW', '2026-11-10T15:00:00Z', 4);
    await w.events(w.other.community.id, 'MEMBER_SIGNUP', '2026-11-11T20:00:00Z', 2);
    const res = await w.req('POST', '/v2/reports/administrator/create', w.platform, {
      range: '2026-11-01,2026-11-17',
      email: 'board@example.org',
    });
    expect(res.statusCode).toBe(202);
    await t.drain();

    expect(smtp.received).toHaveLength(1);
    const { to, parsed } = smtp.received[0];
    expect(to).toEqual(['board@example.org']);
    expect(parsed.subject).toBe('All communities: analytics report, Nov 1, 2026 to Nov 17, 2026');
    expect(parsed.text).toContain('is attached as a PDF');
    expect(parsed.html).toContain('<html lang="en">');
    const [pdf, communitiesCsv, dailyCsv] = parsed.attachments;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toBe('analytics-report-2026-11-01-2026-11-17.pdf');
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.content);
    expect(text).toContain('New members 2 New guests 0 Active users 0 Views 4');
    expect(text).toContain('Alpha River Nation 0 0 4 0 0 0');
    expect(text).toContain('Beaver Lake Métis 2 0 0 0 0 0');
    expect(communitiesCsv.contentType).toBe('text/csv');
    expect(csvRows(communitiesCsv.content).slice(1)).toEqual([
      ['Alpha River Nation', '0', '0', '4', '0', '0', '0'],
      ['Beaver Lake Métis', '2', '0', '0', '0', '0', '0'],
    ]);
    expect(csvRows(dailyCsv.content)).toHaveLength(1 + 17);
  });

  it('sends a weekly subscription once per week, on Monday in the community’s zone', async () => {
    const home = w.home.community.id;
    // Last week (not sent: the subscription starts this week), this week, and Sunday evening in Toronto.
    await w.events(home, 'VIEW', '2026-11-10T15:00:00Z', 9);
    await w.events(home, 'VIEW', '2026-11-17T15:00:00Z', 3);
    await w.events(home, 'VIEW', '2026-11-23T03:00:00Z', 1);
    await w.req('PUT', '/v2/reports/community/subscription', w.admin, {
      frequency: 'WEEKLY',
      email: 'reports@example.org',
    });
    await w.req('PUT', '/v2/reports/community/subscription', w.otherAdmin, {
      frequency: 'WEEKLY',
      email: 'beaver@example.org',
    });

    await runDaily();
    expect(smtp.received).toHaveLength(0);

    // Monday 01:00 in Toronto, still Sunday 23:00 in Whitehorse: only Alpha River's week is over.
    t.clock.set(new Date('2026-11-23T06:00:00Z'));
    await runDaily();
    await runDaily();
    expect(subjects()).toEqual(['Alpha River Nation: analytics report, Nov 16, 2026 to Nov 22, 2026']);
    const weekly = smtp.received[0];
    expect(weekly.to).toEqual(['reports@example.org']);
    expect(weekly.parsed.text).toContain('You receive this report every week');
    // Where the subscription is (issue 40 #8: the mail said "under Analytics").
    expect(weekly.parsed.text).toContain('under Settings › Community.');
    expect(await pdfText(weekly.parsed.attachments[0].content)).toContain('Views 4');

    // The daily run later on Monday, and on Tuesday: Beaver Lake's week now, nothing more for Alpha River.
    t.clock.set(new Date('2026-11-23T10:00:00Z'));
    await runDaily();
    t.clock.set(new Date('2026-11-24T10:00:00Z'));
    await runDaily();
    expect(subjects()).toEqual([
      'Alpha River Nation: analytics report, Nov 16, 2026 to Nov 22, 2026',
      'Beaver Lake Métis: analytics report, Nov 16, 2026 to Nov 22, 2026',
    ]);

    // The next Monday brings the next week.
    t.clock.set(new Date('2026-11-30T10:00:00Z'));
    await runDaily();
    await runDaily();
    expect(subjects().slice(2).sort()).toEqual([
      'Alpha River Nation: analytics report, Nov 23, 2026 to Nov 29, 2026',
      'Beaver Lake Métis: analytics report, Nov 23, 2026 to Nov 29, 2026',
    ]);
  });

  it('sends a monthly subscription once, on the first of the month, in the saving administrator’s language', async () => {
    await w.events(w.other.community.id, 'VIEW', '2026-11-05T20:00:00Z', 2);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v2/reports/community/subscription',
      headers: { ...w.otherAdmin, 'accept-language': 'fr-CA' },
      payload: { frequency: 'MONTHLY', email: 'beaver@example.org' },
    });
    expect(res.statusCode).toBe(200);

    t.clock.set(new Date('2026-11-30T23:00:00Z'));
    await runDaily();
    expect(smtp.received).toHaveLength(0);
    // 1 December 03:00 in Whitehorse.
    t.clock.set(new Date('2026-12-01T10:00:00Z'));
    await runDaily();
    await runDaily();
    t.clock.set(new Date('2026-12-02T10:00:00Z'));
    await runDaily();
    expect(subjects()).toEqual(['Beaver Lake Métis : rapport d’analyse, du 1 nov. 2026 au 30 nov. 2026']);
    const monthly = smtp.received[0].parsed;
    expect(monthly.text).toContain('chaque mois');
    expect(monthly.text).toContain('sous Paramètres › Communauté.');
    expect(await pdfText(monthly.attachments[0].content)).toContain('Vues 2');
    expect(monthly.attachments.map((a) => a.filename)).toEqual([
      'rapport-analyse-2026-11-01-2026-11-30.pdf',
      'quotidien-2026-11-01-2026-11-30.csv',
    ]);
  });

  it('stops when the subscription is set to NONE', async () => {
    await w.req('PUT', '/v2/reports/community/subscription', w.admin, {
      frequency: 'WEEKLY',
      email: 'reports@example.org',
    });
    await w.req('PUT', '/v2/reports/community/subscription', w.admin, {
      frequency: 'NONE',
      email: 'reports@example.org',
    });
    t.clock.set(new Date('2026-11-23T10:00:00Z'));
    await runDaily();
    expect(smtp.received).toHaveLength(0);
  });
});
