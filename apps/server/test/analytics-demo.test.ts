import { rollupAll } from '../src/modules/analytics/rollup.repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/demo/demo';
import { analyticsRepository as repo } from '../src/modules/analytics/analytics.repository';
import { analyticsRollup } from '../src/jobs/catalog';
import type { Metric } from '../src/lib/metrics';
import { DEFAULT_ZONE, today } from '../src/lib/zoned-time';
import { systemClock } from '../src/lib/clock';
import { createTestContext, type TestContext } from './helpers/app';
import { login } from './helpers/session';

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const sum = (points: { count: number }[]) => points.reduce((s, p) => s + p.count, 0);

// The demo's year of analytics (src/demo/analytics.demo.ts): every chart has a shape.
describe('analytics demo data', () => {
  let t: TestContext;
  let communityId: string;
  let to: string;
  let from: string;

  beforeAll(async () => {
    t = await createTestContext();
    await seedDemo(t.database, {
      password: 'demo password',
      logger: t.app.log,
      config: t.config,
      queue: t.app.queue,
    });
    const { rows } = await t.database.executeSql(
      `select id, coalesce(nullif(time_zone, ''), $1) as zone from communities where slug = 'demo-nation'`,
      [DEFAULT_ZONE],
    );
    communityId = rows[0].id as string;
    to = today(rows[0].zone as string, systemClock);
    from = addDays(to, -364);
  }, 600_000);
  afterAll(() => t.close());

  const series = (metric: Metric) => repo.series(t.database.db, { communityId, metric, from, to });

  it('has a year of views that grows, with a weekly rhythm (weekends lower)', async () => {
    const views = await series('VIEW');
    expect(views).toHaveLength(365);
    // Every month of the year has views, and the last quarter has more than the first.
    for (let m = 0; m < 12; m++) expect(sum(views.slice(m * 30, m * 30 + 30))).toBeGreaterThan(0);
    expect(sum(views.slice(-91))).toBeGreaterThan(sum(views.slice(0, 91)) * 1.3);
    // Weekends are quieter: in the daily active members, and in the views before the content demo's own items
    // (their views, spread evenly over the last 90 days, come on top of the demo's year).
    const weekly = (points: { date: string; count: number }[]) => {
      const byWeekday = Array.from({ length: 7 }, () => ({ n: 0, days: 0 }));
      for (const p of points) {
        const w = new Date(`${p.date}T12:00:00Z`).getUTCDay();
        byWeekday[w].n += p.count;
        byWeekday[w].days++;
      }
      const avg = (w: number) => byWeekday[w].n / byWeekday[w].days;
      return { weekend: (avg(0) + avg(6)) / 2, midweek: (avg(2) + avg(3) + avg(4)) / 3 };
    };
    const early = weekly(views.slice(0, 260));
    expect(early.weekend).toBeLessThan(early.midweek * 0.8);
    const active = await repo.uniqueSeries(t.database.db, { communityId, metric: 'APP_OPEN', from, to });
    expect(active.filter((p) => p.count > 0).length).toBeGreaterThan(300);
    const members = weekly(active);
    expect(members.weekend).toBeLessThan(members.midweek * 0.8);
  });

  it('gives items views, likes, conversions and notification opens, and records pushes and publishing', async () => {
    const slice = { communityId, from, to };
    for (const metric of ['VIEW', 'LIKE', 'CONVERSION', 'NOTIFICATION_OPENED'] as const) {
      const byItem = await repo.totalsByItem(t.database.db, { ...slice, metric });
      expect(
        [...byItem.values()].some((n) => n > 0),
        metric,
      ).toBe(true);
    }
    const kinds = (await repo.byDetail(t.database.db, { ...slice, metric: 'CONVERSION' })).map(
      (k) => k.detail,
    );
    expect(kinds).toEqual(expect.arrayContaining(['FORM', 'RSVP', 'JOB_LINK']));
    const publishers = (await repo.byDetail(t.database.db, { ...slice, metric: 'PUBLISH' })).map(
      (k) => k.detail,
    );
    expect(publishers).toEqual(expect.arrayContaining(['CLIENT', 'ADMIN']));
    const sent = await repo.total(t.database.db, { ...slice, metric: 'NOTIFICATION_SENT' });
    const delivered = await repo.total(t.database.db, { ...slice, metric: 'NOTIFICATION_DELIVERED' });
    const opened = await repo.total(t.database.db, { ...slice, metric: 'NOTIFICATION_OPENED' });
    expect(sent).toBeGreaterThan(20);
    expect(delivered).toBeGreaterThan(opened);
    expect(opened).toBeGreaterThan(0);
    // The demo's own sends count as their delivery rows say.
    const { rows } = await t.database.executeSql(
      `select count(*)::int as n from notification_deliveries d join notifications n on n.id = d.notification_id
        where d.community_id = $1 and d.status = 'DELIVERED' and n.source <> 'SUPPORT'`,
      [communityId],
    );
    const { rows: mirrored } = await t.database.executeSql(
      `select count(*)::int as n from activity_events
        where community_id = $1 and type = 'NOTIFICATION_DELIVERED' and notification_id is not null`,
      [communityId],
    );
    expect(mirrored[0].n).toBe(rows[0].n);
  });

  it('has guests who join, come back and sign up, and member sign-ups', async () => {
    const slice = { communityId, from, to };
    expect(await repo.total(t.database.db, { ...slice, metric: 'GUEST_JOINED' })).toBeGreaterThan(0);
    expect(await repo.total(t.database.db, { ...slice, metric: 'GUEST_UPGRADE' })).toBeGreaterThan(0);
    expect(await repo.uniques(t.database.db, { ...slice, metric: 'GUEST_SESSION' })).toBeGreaterThan(10);
    expect(await repo.total(t.database.db, { ...slice, metric: 'MEMBER_SIGNUP' })).toBeGreaterThan(0);
    const guestViews = await repo.total(t.database.db, { ...slice, metric: 'VIEW', audience: 'GUEST' });
    expect(guestViews).toBeGreaterThan(0);
  });

  it("shows the year in the demo administrator's console charts", async () => {
    const { auth } = await login(t.app, 'demo-admin', 'demo password');
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    for (const type of ['CONTENT', 'USER', 'NOTIFICATION', 'GUEST_CONTENT']) {
      const year = await get(`/v1/admin/analytics/log-date?type=${type}&filter=YEAR`);
      expect(year.data.length, type).toBeGreaterThanOrEqual(365);
      const active = (year.data as { count: number }[]).filter((p) => p.count > 0).length;
      expect(active, type).toBeGreaterThan(20);
    }
    // Before and after the roll-up: an item never has more distinct viewers than views.
    for (const rolled of [false, true]) {
      if (rolled) await rollupAll(t.database);
      for (const filter of ['WEEKLY', 'ALL_TIME']) {
        const top = await get(`/v1/admin/analytics/top-content?filter=${filter}`);
        expect(top.data.length, filter).toBeGreaterThan(0);
        for (const row of top.data as { views: number; uniqueViews: number }[])
          expect(row.uniqueViews, `${filter} ${JSON.stringify(row)}`).toBeLessThanOrEqual(row.views);
      }
    }
  });

  it('records nothing after now, and queues the roll-up of it all', async () => {
    const { rows } = await t.database.executeSql(
      `select count(*)::int as n from activity_events where at > now()`,
    );
    expect(rows[0].n).toBe(0);
    const { rows: jobs } = await t.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = $1 and state = 'created'`,
      [analyticsRollup.name],
    );
    expect(jobs[0].n).toBeGreaterThanOrEqual(1);
  });
});
