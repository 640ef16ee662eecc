import { analyticsMessages, messages } from '@gathering/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reports } from '../src/db/schema';
import frJson from '../src/i18n/fr.json' with { type: 'json' };
import type { ReportData } from '../src/modules/reports/report-figures';
import type { DemoContext } from '../src/demo/demo-context';
import { renderReportPdf } from '../src/modules/reports/report-pdf';
import { seedReportsDemo } from '../src/demo/reports.demo';
import { buildReport, reportSubscriptions } from '../src/jobs/catalog';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunity } from './helpers/factories';
import { login } from './helpers/session';
import { csvRows, pdfText, reportsWorld } from './reports-fixtures';

const RANGE = '2026-11-01,2026-11-15';

describe('analytics reports', () => {
  let t: TestContext;
  let w: Awaited<ReturnType<typeof reportsWorld>>;

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.clock.set(new Date('2026-11-20T15:00:00Z'));
    w = await reportsWorld(t);
  });

  /** Known activity in both communities; the figures the reports must show are worked out in the tests. */
  async function activity() {
    const home = w.home.community.id;
    const [m1, m2] = [await w.member(home), await w.member(home)];
    await w.events(home, 'VIEW', '2026-11-10T15:00:00Z', 5);
    await w.events(home, 'VIEW', '2026-11-11T15:00:00Z', 2);
    await w.events(home, 'MEMBER_SIGNUP', '2026-11-10T16:00:00Z', 3);
    await w.events(home, 'CONVERSION', '2026-11-12T16:00:00Z', 1);
    await w.events(home, 'PUBLISH', '2026-11-03T16:00:00Z', 4);
    await w.events(home, 'NOTIFICATION_SENT', '2026-11-04T16:00:00Z', 2);
    await w.events(home, 'GUEST_JOINED', '2026-11-05T16:00:00Z', 1);
    // Two people active: m1 on two days (counted once over the range), m2 once.
    await w.events(home, 'APP_OPEN', '2026-11-05T16:00:00Z', 1, m1.id);
    await w.events(home, 'APP_OPEN', '2026-11-06T16:00:00Z', 1, m1.id);
    await w.events(home, 'APP_OPEN', '2026-11-06T17:00:00Z', 1, m2.id);
    // Outside the range: before it, and 2026-11-16 06:30 UTC is the 16th in Toronto (but the 15th in Whitehorse).
    await w.events(home, 'VIEW', '2026-10-15T15:00:00Z', 9);
    await w.events(home, 'VIEW', '2026-11-16T06:30:00Z', 8);
    const other = w.other.community.id;
    await w.events(other, 'VIEW', '2026-11-12T20:00:00Z', 6);
    await w.events(other, 'VIEW', '2026-11-16T06:30:00Z', 1);
    await w.events(other, 'MEMBER_SIGNUP', '2026-11-12T20:00:00Z', 1);
  }

  const onlyMail = async () => {
    const mails = await t.outbox();
    expect(mails).toHaveLength(1);
    return mails[0];
  };

  describe('POST /v2/reports/administrator/create', () => {
    const url = '/v2/reports/administrator/create';

    it('answers 202 and e-mails the platform report: PDF with tiles, chart and table, and both tables as CSV', async () => {
      await activity();
      // Created on the 16th in the platform's zone (Toronto): after the range, so not in its table.
      await createCommunity(t.database, { name: 'Cedar Creek', createdAt: new Date('2026-11-16T05:30:00Z') });
      const res = await w.req('POST', url, w.platform, { range: RANGE, email: 'Board@Example.org' });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: analyticsMessages.reportRequested });
      await t.drain();

      const mail = await onlyMail();
      expect(mail.to).toBe('board@example.org');
      expect(mail.subject).toBe('All communities: analytics report, Nov 1, 2026 to Nov 15, 2026');
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ['analytics-report-2026-11-01-2026-11-15.pdf', 'application/pdf'],
        ['communities-2026-11-01-2026-11-15.csv', 'text/csv'],
        ['daily-2026-11-01-2026-11-15.csv', 'text/csv'],
      ]);

      const text = await pdfText(mail.attachments[0].content);
      expect(text).toContain('Analytics report');
      expect(text).toContain('All communities');
      expect(text).toContain('Nov 1, 2026 to Nov 15, 2026');
      // Tiles: 4 sign-ups (3 + 1), 1 guest, 2 active people, 14 views (7 + 7, each on its community's days),
      // 1 conversion, 4 posts, 2 sends.
      expect(text).toContain(
        'New members 4 New guests 1 Active users 2 Views 14 Conversions 1 Posts 4 Notifications sent 2',
      );
      expect(text).toContain('Daily activity');
      expect(text).toContain('Alpha River Nation 3 1 7 1 2 4');
      expect(text).toContain('Beaver Lake Métis 1 0 7 0 0 0');
      expect(text).not.toContain('Cedar Creek');

      const [header, ...rows] = csvRows(mail.attachments[1].content);
      expect(header).toEqual([
        'Community',
        'New members',
        'New guests',
        'Views',
        'Conversions',
        'Notifications sent',
        'Posts',
      ]);
      expect(rows).toEqual([
        ['Alpha River Nation', '3', '1', '7', '1', '2', '4'],
        ['Beaver Lake Métis', '1', '0', '7', '0', '0', '0'],
      ]);
      const [dailyHeader, ...days] = csvRows(mail.attachments[2].content);
      expect(dailyHeader).toEqual(['Date', 'Views', 'Sign-ups', 'New guests', 'Active users']);
      expect(days).toHaveLength(15);
      expect(days[0][0]).toBe('2026-11-01');
      expect(days.find((d) => d[0] === '2026-11-10')).toEqual(['2026-11-10', '5', '3', '0', '0']);
      expect(days.find((d) => d[0] === '2026-11-06')).toEqual(['2026-11-06', '0', '0', '0', '2']);
      expect(days.find((d) => d[0] === '2026-11-12')).toEqual(['2026-11-12', '6', '1', '0', '0']);
      expect(days.find((d) => d[0] === '2026-11-15')).toEqual(['2026-11-15', '1', '0', '0', '0']);
    });

    it('is built once: a retried build job sends nothing more', async () => {
      await w.req('POST', url, w.platform, { range: RANGE, email: 'board@example.org' });
      await t.drain();
      const [row] = await t.database.db.select().from(reports);
      expect(row.emailId).not.toBeNull();
      await t.app.queue.send(buildReport, { reportId: row.id }, { singletonKey: row.id });
      await t.drain();
      expect(await t.outbox()).toHaveLength(1);
    });

    it('writes in the administrator’s language, and answers in the request’s', async () => {
      const fr = await w.req('POST', url, { ...w.platform, 'accept-language': 'fr-CA' } as never, {
        range: RANGE,
        email: 'board@example.org',
      });
      expect(fr.json().message).toBe(frJson.messages.analyticsMessages.reportRequested);
      await t.drain();
      // No language chosen on the account: the request's (French) is used.
      const mail = await onlyMail();
      expect(mail.subject).toBe('Toutes les communautés : rapport d’analyse, du 1 nov. 2026 au 15 nov. 2026');
      const text = await pdfText(mail.attachments[0].content);
      expect(text).toContain('Rapport d’analyse');
      expect(text).toContain('Nouveaux membres');
      expect(mail.attachments[1].filename).toBe('communautes-2026-11-01-2026-11-15.csv');
    });

    it('refuses a bad range or e-mail with a 400 naming the field', async () => {
      const cases: [object, string, string][] = [
        [{ range: '2026-11-15,2026-11-01', email: 'a@b.org' }, 'range', analyticsMessages.rangeInvalid],
        [{ range: '2026-11-01', email: 'a@b.org' }, 'range', analyticsMessages.rangeInvalid],
        [{ range: '2026-02-30,2026-03-01', email: 'a@b.org' }, 'range', analyticsMessages.rangeInvalid],
        [{ range: '2016-01-01,2026-01-01', email: 'a@b.org' }, 'range', analyticsMessages.rangeTooLong],
        [{ range: RANGE, email: 'not-an-address' }, 'email', messages.emailInvalid],
        [{ range: RANGE }, 'email', messages.emailInvalid],
      ];
      for (const [payload, field, message] of cases) {
        const res = await w.req('POST', url, w.platform, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ field, message });
      }
      await t.drain();
      expect(await t.outbox()).toHaveLength(0);
    });

    it('takes at most 10 requests an hour from one administrator (429 with Retry-After), then more', async () => {
      const body = { range: RANGE, email: 'board@example.org' };
      for (let i = 0; i < 10; i++) {
        expect((await w.req('POST', url, w.platform, body)).statusCode).toBe(202);
        t.clock.advance(60_000);
      }
      const refused = await w.req('POST', url, w.platform, body);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(messages.tooManyRequests);
      // The first of the ten leaves the hour 50 minutes from now.
      expect(refused.headers['retry-after']).toBe(String(50 * 60));
      // Another administrator is counted apart.
      expect((await w.req('POST', '/v2/reports/community/create', w.admin, body)).statusCode).toBe(202);
      t.clock.advance(50 * 60_000);
      const fresh = (await login(t.app, 'platform')).auth;
      expect((await w.req('POST', url, fresh, body)).statusCode).toBe(202);
    });

    it('is for platform administrators only', async () => {
      const body = { range: RANGE, email: 'a@b.org' };
      expect((await w.req('POST', url, undefined, body)).statusCode).toBe(401);
      expect((await w.req('POST', url, w.admin, body)).statusCode).toBe(403);
    });
  });

  describe('POST /v2/reports/community/create', () => {
    const url = '/v2/reports/community/create';

    it("e-mails the caller's community only, in the administrator's language, with the daily CSV", async () => {
      await activity();
      await w.setLocale(w.home.user.id, 'fr');
      const res = await w.req('POST', url, w.admin, { range: RANGE, email: 'chief@example.org' });
      expect(res.statusCode).toBe(202);
      await t.drain();

      const mail = await onlyMail();
      expect(mail.subject).toBe('Alpha River Nation : rapport d’analyse, du 1 nov. 2026 au 15 nov. 2026');
      expect(mail.attachments.map((a) => a.filename)).toEqual([
        'rapport-analyse-2026-11-01-2026-11-15.pdf',
        'quotidien-2026-11-01-2026-11-15.csv',
      ]);
      const text = await pdfText(mail.attachments[0].content);
      expect(text).toContain('Rapport d’analyse');
      expect(text).toContain('Alpha River Nation');
      expect(text).not.toContain('Beaver Lake');
      expect(text).not.toContain('Communautés');
      expect(text).toContain(
        'Nouveaux membres 3 Nouveaux invités 1 Utilisateurs actifs 2 Vues 7 Conversions 1 Publications 4 Notifications envoyées 2',
      );
      const [header, ...days] = csvRows(mail.attachments[1].content);
      expect(header).toEqual(['Date', 'Vues', 'Inscriptions', 'Nouveaux invités', 'Utilisateurs actifs']);
      expect(days.map((d) => Number(d[1])).reduce((a, b) => a + b)).toBe(7);
    });

    it("counts the community's days in its own zone", async () => {
      // 2026-11-16 06:30 UTC is the 15th in Whitehorse (23:30 MST): in Beaver Lake's report, not in Alpha River's.
      await activity();
      await w.req('POST', url, w.otherAdmin, { range: RANGE, email: 'other@example.org' });
      await t.drain();
      const text = await pdfText((await onlyMail()).attachments[0].content);
      expect(text).toContain('Beaver Lake Métis');
      expect(text).toContain('Views 7');
    });

    it('refuses bad input, anonymous callers and platform administrators outside a community', async () => {
      const bad = await w.req('POST', url, w.admin, { range: 'yesterday', email: 'a@b.org' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('range');
      expect((await w.req('POST', url, w.admin, { range: RANGE, email: '' })).json().field).toBe('email');
      expect((await w.req('POST', url, undefined, { range: RANGE, email: 'a@b.org' })).statusCode).toBe(401);
      expect((await w.req('POST', url, w.platform, { range: RANGE, email: 'a@b.org' })).statusCode).toBe(403);
    });
  });

  describe('GET|PUT /v2/reports/community/subscription', () => {
    const url = '/v2/reports/community/subscription';

    it('starts at NONE, saves a frequency with an address, per community', async () => {
      expect((await w.req('GET', url, w.admin)).json()).toEqual({ frequency: 'NONE', email: null });
      const put = await w.req('PUT', url, w.admin, { frequency: 'WEEKLY', email: 'Reports@Example.org' });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ frequency: 'WEEKLY', email: 'reports@example.org' });
      expect((await w.req('GET', url, w.admin)).json()).toEqual({
        frequency: 'WEEKLY',
        email: 'reports@example.org',
      });
      // Another community's administrator sees and changes their own subscription only.
      expect((await w.req('GET', url, w.otherAdmin)).json()).toEqual({ frequency: 'NONE', email: null });
      await w.req('PUT', url, w.otherAdmin, { frequency: 'MONTHLY', email: 'other@example.org' });
      expect((await w.req('GET', url, w.admin)).json().frequency).toBe('WEEKLY');
      // NONE keeps the address for next time.
      await w.req('PUT', url, w.admin, { frequency: 'NONE', email: 'reports@example.org' });
      expect((await w.req('GET', url, w.admin)).json()).toEqual({
        frequency: 'NONE',
        email: 'reports@example.org',
      });
    });

    it('needs an address unless NONE, a known frequency, and a community administrator', async () => {
      const noEmail = await w.req('PUT', url, w.admin, { frequency: 'MONTHLY', email: null });
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json()).toMatchObject({ field: 'email', message: messages.emailInvalid });
      expect((await w.req('PUT', url, w.admin, { frequency: 'NONE', email: null })).statusCode).toBe(200);
      const daily = await w.req('PUT', url, w.admin, { frequency: 'DAILY', email: 'a@b.org' });
      expect(daily.statusCode).toBe(400);
      expect(daily.json().field).toBe('frequency');
      expect((await w.req('GET', url)).statusCode).toBe(401);
      expect((await w.req('GET', url, w.platform)).statusCode).toBe(403);
      expect((await w.req('PUT', url, w.platform, { frequency: 'NONE', email: null })).statusCode).toBe(403);
    });
  });

  it('builds the PDF of 100 communities over a year in under two seconds', async () => {
    const days = Array.from({ length: 365 }, (_, i) => ({
      date: new Date(Date.UTC(2025, 10, 1 + i)).toISOString().slice(0, 10),
      views: (i * 37) % 500,
      signups: (i * 7) % 20,
      guests: i % 5,
      activeUsers: (i * 13) % 90,
    }));
    const data: ReportData = {
      community: null,
      from: days[0].date,
      to: days[364].date,
      totals: {
        membersJoined: 1234,
        guestsJoined: 567,
        activeUsers: 890,
        views: 123456,
        conversions: 789,
        posts: 321,
        notifications: 654,
      },
      daily: days,
      communities: Array.from({ length: 100 }, (_, i) => ({
        name: `Community number ${i} with a rather long name that must be cut to fit its column`,
        members: i,
        guests: i * 2,
        views: i * 100,
        conversions: i * 3,
        notifications: i * 4,
        posts: i * 5,
      })),
    };
    const started = performance.now();
    const pdf = await renderReportPdf(data, {
      language: 'en',
      generatedAt: new Date('2026-11-20T15:00:00Z'),
    });
    // About 0.3 s of CPU alone since the report embeds its fonts (Noto Sans and Noto Sans Canadian Aboriginal,
    // subset per report: issue 23); the bound catches a report that grows with its rows, not a busy test machine.
    expect(performance.now() - started).toBeLessThan(2000);
    const text = await pdfText(pdf);
    // 9 rows under the tiles and chart, 39 a page after that, the header repeated on each.
    expect(text).toContain('All communities · Page 4 of 4');
    expect(text.match(/Community New members New guests/g)).toHaveLength(4);
    expect(text).toContain('Views 123,456');
    // Long names are cut with an ellipsis; the figures stay in their columns.
    expect(text).toMatch(/Community number 99 with a [a-z ]+… 99 198 9,900 297 396 495/);
    expect(text).not.toContain('fit its column');
  });

  it('draws a one-day report, and says so when there was no activity', async () => {
    const totals = {
      membersJoined: 0,
      guestsJoined: 0,
      activeUsers: 0,
      views: 0,
      conversions: 0,
      posts: 0,
      notifications: 0,
    };
    const day = { date: '2026-11-19', views: 0, signups: 0, guests: 0, activeUsers: 0 };
    const generatedAt = new Date('2026-11-20T15:00:00Z');
    const empty = { community: 'Alpha', from: day.date, to: day.date, totals, daily: [day] };
    expect(await pdfText(await renderReportPdf(empty, { language: 'en', generatedAt }))).toContain(
      'No activity in this period.',
    );
    const busy = { ...empty, daily: [{ ...day, views: 3, signups: 2 }] };
    const text = await pdfText(await renderReportPdf(busy, { language: 'fr', generatedAt }));
    expect(text).not.toContain('Aucune activité');
    expect(text).toContain('Du 19 nov. 2026 au 19 nov. 2026');
  });

  it('builds a subscription report whose job was lost on the next daily run', async () => {
    // As if the daily job stopped between storing the period's row and queueing its build.
    await t.database.db.insert(reports).values({
      communityId: w.home.community.id,
      email: 'reports@example.org',
      language: 'en',
      fromDay: '2026-11-09',
      toDay: '2026-11-15',
      period: 'WEEKLY:2026-11-09',
    });
    await t.app.queue.send(reportSubscriptions, {});
    await t.drain();
    const mail = await onlyMail();
    expect(mail.subject).toBe('Alpha River Nation: analytics report, Nov 9, 2026 to Nov 15, 2026');
    expect(mail.text).toContain('You receive this report every week');
  });

  it('seeds a weekly subscription for the demo community', async () => {
    await seedReportsDemo({
      database: t.database,
      communities: { 'demo-nation': w.home.community.id },
    } as unknown as DemoContext);
    expect((await w.req('GET', '/v2/reports/community/subscription', w.admin)).json()).toEqual({
      frequency: 'WEEKLY',
      email: 'demo-admin@gathering.local',
    });
  });

  it('leaves reports out of another community: a request stores the caller’s community', async () => {
    await w.req('POST', '/v2/reports/community/create', w.admin, { range: RANGE, email: 'a@b.org' });
    const rows = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.communityId, w.home.community.id));
    expect(rows).toHaveLength(1);
  });
});
