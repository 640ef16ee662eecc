import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { groups, notificationRequests, feedItems, publishingLog } from '../src/db/schema';
import type { JobQueue } from '../src/jobs/queue';
import { noAudit } from '../src/modules/audit/audit.service';
import { publishIfDue } from '../src/modules/content/publishing.jobs';
import { publishingItems } from '../src/modules/content/publishing.ports';
import { itemPushRequests } from '../src/modules/push-compose/publish-requests';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';

// The scheduled publish's handler as the composition root builds it, on a given server's queue.
const ports = (queue: JobQueue) => ({ items: publishingItems(noAudit), pushes: itemPushRequests({ queue }) });

describe('publishing: publish, schedule, retract, archive, delete, pin', () => {
  let t: TestContext;
  let auth: { authorization: string };
  let otherAuth: { authorization: string };
  let communityId: string;
  let otherCommunityId: string;

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database);
    const b = await createCommunityAdmin(t.database);
    communityId = a.community.id;
    otherCommunityId = b.community.id;
    auth = (await login(t.app, a.user.username)).auth;
    otherAuth = (await login(t.app, b.user.username)).auth;
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = auth) =>
    t.app.inject({ method, url, payload, headers });
  const news = async (headline = 'Council meeting') =>
    (await call('POST', '/v1/base/news', { headline, body: '<p>Agenda</p>' })).json().id as string;
  const group = async (cid: string, name: string) =>
    (
      await t.database.db
        .insert(groups)
        .values({ communityId: cid, name, slug: name.toLowerCase() })
        .returning()
    )[0];

  it('publishes to groups and recipients, deriving the access, and logs who did it', async () => {
    const id = await news();
    const g = await group(communityId, 'Elders');
    const member = await addMembership(t.database, (await createUser(t.database)).id, communityId);
    const res = await call('PATCH', `/v2/feed/publish/${id}`, {
      groups: [g.id],
      recipients: [member.id],
      featured: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'PUBLISHED', access: 'GROUPS', featured: true, open: false });
    expect(res.json().groups).toEqual([{ id: g.id, group: 'Elders' }]);
    expect(res.json().recipients).toEqual([{ id: member.id, name: expect.stringContaining('Test') }]);
    expect(res.json().publishedOn).toBe(t.clock.now().toISOString());

    expect((await call('PATCH', `/v2/feed/publish/${id}`, { recipients: [member.id] })).json().access).toBe(
      'RECIPIENTS',
    );
    expect((await call('PATCH', `/v2/feed/publish/${id}`, { open: true })).json().access).toBe('OPEN');
    const all = (await call('PATCH', `/v2/feed/publish/${id}`, {})).json();
    expect(all).toMatchObject({ access: 'MEMBERS', groups: [], recipients: [] });

    const log = (await call('GET', `/v2/publishingActivity/${id}/log`)).json();
    expect(log.meta.total).toBe(5);
    expect(log.data.find((l: { type: string }) => l.type === 'PUBLISHED')).toMatchObject({
      type: 'PUBLISHED',
      scope: 'INVITED',
      email: expect.stringContaining('@'),
    });
    expect(log.data.map((l: { type: string }) => l.type)).toContain('CREATED');
  });

  it('rejects foreign groups, recipients and items, bad zones and past times', async () => {
    const id = await news();
    const foreignGroup = await group(otherCommunityId, 'Youth');
    const foreignMember = await addMembership(
      t.database,
      (await createUser(t.database)).id,
      otherCommunityId,
    );
    const g = await call('PATCH', `/v2/feed/publish/${id}`, { groups: [foreignGroup.id] });
    expect([g.statusCode, g.json().message]).toEqual([404, 'Group was invalid or could not be found']);
    const r = await call('PATCH', `/v2/feed/publish/${id}`, { recipients: [foreignMember.id] });
    expect([r.statusCode, r.json().message]).toEqual([404, 'Recipient was invalid or could not be found']);
    const zone = await call('PATCH', `/v2/feed/publish/${id}`, {
      publishAt: '2031-01-01T10:00',
      zone: 'Mars/Olympus',
    });
    expect([zone.statusCode, zone.json().field]).toEqual([400, 'zone']);
    const past = await call('PATCH', `/v2/feed/publish/${id}`, { publishAt: '2001-01-01T10:00:00Z' });
    expect([past.statusCode, past.json().field]).toEqual([400, 'publishAt']);
    const garbage = await call('PATCH', `/v2/feed/publish/${id}`, { publishAt: 'tomorrow' });
    expect(garbage.statusCode).toBe(400);
    expect((await call('PATCH', `/v2/feed/publish/${id}`, { groups: ['x'] })).statusCode).toBe(400);
    // Nothing of that changed the item.
    expect((await call('GET', `/v1/feedItem/view/${id}`)).json().status).toBe('DRAFT');

    for (const [method, url, payload] of [
      ['PATCH', `/v2/feed/publish/${id}`, {}],
      ['PATCH', `/v2/feed/retract/${id}`, undefined],
      ['POST', `/v1/feeditem/archive/${id}`, undefined],
      ['DELETE', `/v1/feeditem/destroy/${id}`, undefined],
      ['PATCH', `/v1/feedItem/pinned/${id}`, undefined],
      ['PATCH', `/v1/feedItem/unpin/${id}`, {}],
      ['GET', `/v1/feedItem/view/${id}`, undefined],
      ['GET', `/v2/publishingActivity/${id}/log`, undefined],
      ['PATCH', '/v2/feeds/batch/archive', { ids: [id] }],
    ] as const) {
      const res = await call(method, url, payload, otherAuth);
      expect([res.statusCode, res.json().message], `${method} ${url}`).toEqual([
        404,
        'Feed Item is invalid or could not be found',
      ]);
    }
    expect((await call('GET', '/v1/feedItem/view/nope')).statusCode).toBe(404);
    expect((await call('PATCH', '/v2/feeds/batch/archive', { ids: [] })).statusCode).toBe(400);
    expect((await call('PATCH', '/v1/feedItem/unpin/' + id, { access: 'EVERYONE' })).statusCode).toBe(400);
    expect((await call('GET', '/v2/publishing/current?startDate=nope&endDate=2030-01-01')).statusCode).toBe(
      400,
    );
  });

  it('retracts only live items, archives, and batch changes all or nothing', async () => {
    const a = await news('A');
    const b = await news('B');
    const draft = await call('PATCH', `/v2/feed/retract/${a}`);
    expect(draft.statusCode).toBe(409);
    await call('PATCH', `/v2/feed/publish/${a}`, {});
    expect((await call('PATCH', `/v2/feed/retract/${a}`)).json().status).toBe('RETRACTED');

    // b is a draft: retracting [a (published again), b] fails as a whole.
    await call('PATCH', `/v2/feed/publish/${a}`, {});
    const mixed = await call('PATCH', '/v2/feeds/batch/retract', { ids: [a, b] });
    expect(mixed.statusCode).toBe(409);
    expect((await call('GET', `/v1/feedItem/view/${a}`)).json().status).toBe('PUBLISHED');

    const foreign = await call('POST', '/v1/base/news', { headline: 'theirs' }, otherAuth);
    const withForeign = await call('PATCH', '/v2/feeds/batch/archive', { ids: [a, foreign.json().id] });
    expect(withForeign.statusCode).toBe(404);
    expect((await call('GET', `/v1/feedItem/view/${a}`)).json().status).toBe('PUBLISHED');

    const archived = await call('PATCH', '/v2/feeds/batch/archive', { ids: [a, b] });
    expect(archived.json()).toEqual({ message: 'Feed Items were archived', count: 2 });
    expect((await call('GET', `/v1/feedItem/view/${b}`)).json().status).toBe('ARCHIVED');
    const single = await call('POST', `/v1/feeditem/archive/${a}`);
    expect(single.json().status).toBe('ARCHIVED');
  });

  it('pins and unpins (with an access), lists pinned and featured in feed order', async () => {
    const a = await news('Older');
    t.clock.advance(60_000);
    const b = await news('Newer');
    await call('PATCH', `/v2/feed/publish/${a}`, { featured: true });
    t.clock.advance(60_000);
    await call('PATCH', `/v2/feed/publish/${b}`, {});
    let feed = (await call('GET', '/v2/feed/community/feeditems')).json();
    expect(feed.data.map((d: { headline: string }) => d.headline)).toEqual(['Newer', 'Older']);
    expect((await call('PATCH', `/v1/feedItem/pinned/${a}`)).json().pinned).toBe(true);
    feed = (await call('GET', '/v2/feed/community/feeditems')).json();
    expect(feed.data.map((d: { headline: string }) => d.headline)).toEqual(['Older', 'Newer']);
    expect(
      (await call('GET', '/v1/feedItem/community/pinned')).json().pinned.map((p: { id: string }) => p.id),
    ).toEqual([a]);
    expect((await call('GET', '/v2/feed/community/pinned')).json().meta.total).toBe(1);
    expect(
      (await call('GET', '/v1/feedItems/featured')).json().featured.map((p: { id: string }) => p.id),
    ).toEqual([a]);
    expect((await call('GET', '/v1/feedItems/featured', undefined, otherAuth)).json().featured).toEqual([]);

    const unpinned = (await call('PATCH', `/v1/feedItem/unpin/${a}`, { access: 'OPEN' })).json();
    expect(unpinned).toMatchObject({ pinned: false, access: 'OPEN' });
    expect((await call('GET', '/v1/feedItem/community/pinned')).json().pinned).toEqual([]);
    expect((await call('GET', '/v1/feedItems/public')).json().data.map((p: { id: string }) => p.id)).toEqual([
      a,
    ]);
    const searched = (await call('GET', '/v2/feed/community/feeditems?search=newer')).json();
    expect(searched.meta.total).toBe(1);
  });

  it('records a notification request when publishing with notification', async () => {
    const id = await news('Boil water advisory');
    await call('PATCH', `/v2/feed/publish/${id}`, { notification: true, open: true });
    const rows = await t.database.db
      .select()
      .from(notificationRequests)
      .where(eq(notificationRequests.feedItemId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'Boil water advisory',
      body: 'Agenda',
      audience: { access: 'OPEN', groups: [], recipients: [] },
      processedAt: null,
    });
  });

  it('shows published and scheduled items in the calendar', async () => {
    const a = await news('Live');
    const b = await news('Later');
    await news('Draft');
    await call('PATCH', `/v2/feed/publish/${a}`, {});
    const at = new Date(t.clock.now().getTime() + 3 * 86_400_000);
    await call('PATCH', `/v2/feed/publish/${b}`, { publishAt: at.toISOString() });
    const from = new Date(t.clock.now().getTime() - 86_400_000).toISOString();
    const to = new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString();
    const cal = (await call('GET', `/v2/publishing/current?startDate=${from}&endDate=${to}`)).json();
    expect(cal.data).toHaveLength(2);
    expect(cal.data[0]).toMatchObject({
      id: a,
      baseType: 'NewsItem',
      displayType: 'News',
      heading: 'Live',
      body: 'Agenda',
      status: 'PUBLISHED',
      access: 'MEMBERS',
    });
    expect(cal.data[1]).toMatchObject({
      id: b,
      status: 'SCHEDULED',
      publishingOn: at.toISOString(),
      publishedDate: null,
    });
    expect(cal.data[0].community).toMatch(/^Community/);
    const other = (
      await call('GET', `/v2/publishing/current?startDate=${from}&endDate=${to}`, undefined, otherAuth)
    ).json();
    expect(other.data).toEqual([]);
  });

  it('schedules in a zone and the queue publishes once, on time', async () => {
    // The queue's clock is the database's: put the app's clock an hour behind it so "in 10 minutes" is already due.
    t.clock.set(new Date(Date.now() - 3_600_000));
    const id = await news('Elders lunch');
    const due = new Date(t.clock.now().getTime() + 10 * 60_000);
    // Wall-clock time in Toronto, as the console's time picker sends it.
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Toronto',
      dateStyle: 'short',
      timeStyle: 'medium',
    })
      .format(due)
      .replace(' ', 'T');
    const res = await call('PATCH', `/v2/feed/publish/${id}`, {
      publishAt: local,
      zone: 'America/Toronto',
      notification: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'SCHEDULED', publishZone: 'America/Toronto' });
    expect(new Date(res.json().publishAt).getTime()).toBe(Math.floor(due.getTime() / 1000) * 1000);

    await t.drain();
    const after = (await call('GET', `/v1/feedItem/view/${id}`)).json();
    expect(after).toMatchObject({ status: 'PUBLISHED', publishedOn: res.json().publishAt });
    // Run the handler again (a retry, a second server): nothing more happens.
    expect(
      await publishIfDue(
        { database: t.database, clock: t.clock, ...ports(t.app.queue) },
        id,
        new Date(res.json().publishAt),
      ),
    ).toBe(false);
    const log = (await call('GET', `/v2/publishingActivity/${id}/log`)).json();
    expect(log.data.filter((l: { type: string }) => l.type === 'PUBLISHED')).toEqual([
      expect.objectContaining({ name: 'Scheduler', email: null }),
    ]);
    const requests = await t.database.db
      .select()
      .from(notificationRequests)
      .where(eq(notificationRequests.feedItemId, id));
    expect(requests).toHaveLength(1);
  });

  it('does not publish before the time, nor a schedule that was replaced or retracted', async () => {
    const id = await news();
    const later = new Date(Date.now() + 3_600_000);
    await call('PATCH', `/v2/feed/publish/${id}`, { publishAt: later.toISOString() });
    await t.drain();
    expect((await call('GET', `/v1/feedItem/view/${id}`)).json().status).toBe('SCHEDULED');
    // The old time's job finds the item rescheduled and does nothing.
    const newer = new Date(later.getTime() + 3_600_000);
    await call('PATCH', `/v2/feed/publish/${id}`, { publishAt: newer.toISOString() });
    expect(
      await publishIfDue({ database: t.database, clock: t.clock, ...ports(t.app.queue) }, id, later),
    ).toBe(false);
    await call('PATCH', `/v2/feed/retract/${id}`);
    expect(
      await publishIfDue({ database: t.database, clock: t.clock, ...ports(t.app.queue) }, id, newer),
    ).toBe(false);
    const [row] = await t.database.db.select().from(feedItems).where(eq(feedItems.id, id));
    expect(row.status).toBe('RETRACTED');
  });
});

describe('scheduled publishing with two servers on one database', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('publishes exactly once when both drain the queue at the same time', async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database);
    const auth = (await login(t.app, a.user.username)).auth;
    t.clock.set(new Date(Date.now() - 3_600_000));
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const id = (
        await t.app.inject({
          method: 'POST',
          url: '/v1/base/news',
          headers: auth,
          payload: { headline: `N${i}` },
        })
      ).json().id;
      const at = new Date(t.clock.now().getTime() + (i + 1) * 60_000).toISOString();
      await t.app.inject({
        method: 'PATCH',
        url: `/v2/feed/publish/${id}`,
        headers: auth,
        payload: { publishAt: at, notification: true },
      });
      ids.push(id);
    }
    if (t.database.kind === 'postgres') {
      // A second server: its own pool and app over the same PostgreSQL database (the worker's, see helpers/database).
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/gathering_test_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;
      const database2 = await openDatabase({ url: url.toString() });
      const app2 = await buildApp({ config: t.config, database: database2, clock: t.clock, logger: false });
      await app2.ready();
      await app2.queue.start({ work: false });
      try {
        await Promise.all([t.drain(), app2.queue.drain(), t.drain(), app2.queue.drain()]);
        // And the handler itself, raced on both pools.
        const at = (await t.database.db.select().from(feedItems).where(eq(feedItems.id, ids[0])))[0]
          .publishAt!;
        const again = await Promise.all([
          publishIfDue({ database: t.database, clock: t.clock, ...ports(t.app.queue) }, ids[0], at),
          publishIfDue({ database: database2, clock: t.clock, ...ports(app2.queue) }, ids[0], at),
        ]);
        expect(again).toEqual([false, false]);
      } finally {
        await app2.close();
        await database2.close();
      }
    } else {
      await t.drain();
      // On PGlite there is one connection: the handler run twice more (a retry, a duplicate job) changes nothing.
      const at = (await t.database.db.select().from(feedItems).where(eq(feedItems.id, ids[0])))[0].publishAt!;
      expect(
        await Promise.all([
          publishIfDue({ database: t.database, clock: t.clock, ...ports(t.app.queue) }, ids[0], at),
          publishIfDue({ database: t.database, clock: t.clock, ...ports(t.app.queue) }, ids[0], at),
        ]),
      ).toEqual([false, false]);
    }
    const rows = await t.database.db.select().from(feedItems);
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill('PUBLISHED'));
    const published = await t.database.db
      .select()
      .from(publishingLog)
      .where(eq(publishingLog.action, 'PUBLISHED'));
    expect(published).toHaveLength(5);
    expect(await t.database.db.select().from(notificationRequests)).toHaveLength(5);
  });
});
