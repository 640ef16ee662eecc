import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsMessages, contentMessages } from '@gathering/contract';
import { createTestContext, type TestContext } from './helpers/app';
import { createPlatformAdmin } from './helpers/factories';
import { login, type Session } from './helpers/session';
import {
  analyticsCommunity,
  analyticsGroup,
  analyticsGuest,
  analyticsItem,
  analyticsMember,
  analyticsNotification,
  insertEvents,
  times,
} from './analytics-fixtures';

// "Today" is 2026-11-20 in Toronto (12:00 EST): WEEK is 2026-11-14 … 2026-11-20.
const NOW = '2026-11-20T17:00:00Z';
const OLD = '2026-03-10T17:00:00Z';
const day = (d: string) => `2026-11-${d}T17:00:00Z`;
const VIEWS = ['views', 'viewership', 'conversions', 'notifications', 'activityLog'];

describe('feed item analytics', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    t.clock.set(new Date(NOW));
  });

  async function admin() {
    const c = await analyticsCommunity(t.database);
    return { ...c, session: await login(t.app, c.admin.username) };
  }

  const get = (session: Session, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...session.auth, ...headers } });

  async function ok(session: Session, url: string, headers: Record<string, string> = {}) {
    const res = await get(session, url, headers);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  }

  /** A community with an administrator, three active members (m1, m2 in a group), an inactive one and a guest. */
  async function people() {
    const a = await admin();
    const m1 = await analyticsMember(t.database, a.community.id, { firstName: 'Ada', lastName: 'Lovelace' });
    const m2 = await analyticsMember(t.database, a.community.id);
    const m3 = await analyticsMember(t.database, a.community.id);
    const inactive = await analyticsMember(t.database, a.community.id, { status: 'INACTIVE' });
    const guest = await analyticsGuest(t.database, a.community.id);
    const group = await analyticsGroup(t.database, a.community.id, [m1.membership.id, m2.membership.id]);
    return { a, m1, m2, m3, inactive, guest, group };
  }

  it('gives the views of each period and the distinct viewers over the whole period', async () => {
    const { a, m1, m2, m3, guest } = await people();
    const b = await admin();
    const item = await analyticsItem(t.database, a.community.id);
    const other = await analyticsItem(t.database, a.community.id);
    const view = (who: { membershipId?: string; guestId?: string }, at: string, feedItemId = item.id) => ({
      type: 'VIEW' as const,
      feedItemId,
      ...who,
      at,
    });
    await insertEvents(t.database, a.community.id, [
      view({ membershipId: m1.membership.id }, day('15')),
      view({ membershipId: m1.membership.id }, day('18')),
      view({ membershipId: m2.membership.id }, day('18')),
      view({ guestId: guest.id }, day('20')),
      view({ membershipId: m3.membership.id }, OLD),
      ...times(5, view({ membershipId: m1.membership.id }, day('18'), other.id)),
    ]);
    // An event of another community naming this item never counts here.
    await insertEvents(t.database, b.community.id, times(3, view({}, day('18'))));

    const week = await ok(a.session, `/v1/feedItem/analytics/${item.id}/views`);
    // m1 viewed on two days: one viewer, not two (the range's unique is not a sum of daily uniques).
    expect(week).toMatchObject({ from: '2026-11-14', to: '2026-11-20', views: 4, unique: 3 });
    expect(week.data).toHaveLength(7);
    expect(week.data.filter((p: { count: number }) => p.count)).toEqual([
      { date: '2026-11-15', count: 1 },
      { date: '2026-11-18', count: 2 },
      { date: '2026-11-20', count: 1 },
    ]);
    expect(await ok(a.session, `/v1/feedItem/analytics/${item.id}/views?filter=WEEK`)).toEqual(week);
    expect(await ok(a.session, `/v1/feedItem/analytics/${item.id}/views?filter=MONTH`)).toMatchObject({
      from: '2026-10-22',
      views: 4,
      unique: 3,
    });
    for (const filter of ['YEAR', 'LIFETIME'])
      expect(await ok(a.session, `/v1/feedItem/analytics/${item.id}/views?filter=${filter}`)).toMatchObject({
        views: 5,
        unique: 4,
      });
    const range = await ok(
      a.session,
      `/v1/feedItem/analytics/${item.id}/views?filter=RANGE&range=2026-11-18,2026-11-18`,
    );
    expect(range).toEqual({
      from: '2026-11-18',
      to: '2026-11-18',
      views: 2,
      unique: 2,
      data: [{ date: '2026-11-18', count: 2 }],
    });
    for (const [q, message] of [
      ['?filter=RANGE', analyticsMessages.rangeRequired],
      ['?filter=RANGE&range=2026-11-18', analyticsMessages.rangeInvalid],
      ['?filter=RANGE&range=2019-01-01,2026-11-18', analyticsMessages.rangeTooLong],
    ])
      for (const route of ['views', 'conversions']) {
        const res = await get(a.session, `/v1/feedItem/analytics/${item.id}/${route}${q}`);
        expect(res.statusCode, route + q).toBe(400);
        expect(res.json(), route + q).toEqual({ code: 'INVALID_INPUT', message, field: 'range' });
      }
  });

  it('measures viewership against the active members the item was published to', async () => {
    const { a, m1, m2, m3, inactive, guest, group } = await people();
    const everyone = await analyticsItem(t.database, a.community.id, { access: 'MEMBERS' });
    const open = await analyticsItem(t.database, a.community.id, { access: 'OPEN' });
    const grouped = await analyticsItem(t.database, a.community.id, {
      access: 'GROUPS',
      groupIds: [group.id],
      recipientIds: [m3.membership.id],
    });
    const chosen = await analyticsItem(t.database, a.community.id, {
      access: 'RECIPIENTS',
      recipientIds: [inactive.membership.id],
    });
    const view = (feedItemId: string, who: { membershipId?: string; guestId?: string }, at = day('18')) => ({
      type: 'VIEW' as const,
      feedItemId,
      ...who,
      at,
    });
    await insertEvents(t.database, a.community.id, [
      ...times(2, view(everyone.id, { membershipId: m1.membership.id })),
      view(everyone.id, { membershipId: m2.membership.id }, OLD),
      view(everyone.id, { membershipId: m3.membership.id }),
      view(everyone.id, { membershipId: inactive.membership.id }), // no longer in the audience
      view(everyone.id, { guestId: guest.id }),
      view(open.id, { guestId: guest.id }),
      view(grouped.id, { membershipId: m3.membership.id }),
      view(chosen.id, { membershipId: inactive.membership.id }),
    ]);
    const viewership = (id: string) => ok(a.session, `/v1/feedItem/analytics/${id}/viewership`);
    // The audience: the administrator and m1, m2, m3 (the inactive member is not reached any more).
    expect(await viewership(everyone.id)).toEqual({
      totalViews: 6,
      uniqueViews: 5,
      audience: 4,
      viewership: 75,
    });
    expect(await viewership(open.id)).toEqual({ totalViews: 1, uniqueViews: 1, audience: 4, viewership: 0 });
    // The group's two members and one chosen member; one of three viewed it.
    expect(await viewership(grouped.id)).toEqual({
      totalViews: 1,
      uniqueViews: 1,
      audience: 3,
      viewership: 33.33,
    });
    expect(await viewership(chosen.id)).toEqual({
      totalViews: 1,
      uniqueViews: 1,
      audience: 0,
      viewership: 0,
    });
  });

  it('gives the conversions of the period by kind and over the lifetime', async () => {
    const { a, m1, guest } = await people();
    const form = await analyticsItem(t.database, a.community.id, { kind: 'FORM' });
    const conversion = (
      detail: string | null,
      at: string,
      who: object = { membershipId: m1.membership.id },
    ) => ({
      type: 'CONVERSION' as const,
      feedItemId: form.id,
      detail,
      ...who,
      at,
    });
    await insertEvents(t.database, a.community.id, [
      ...times(2, conversion('FORM', day('17'))),
      conversion('DOCUMENT', day('19'), { guestId: guest.id }),
      conversion(null, day('19')),
      conversion('FORM', OLD),
      { type: 'VIEW', feedItemId: form.id, membershipId: m1.membership.id, at: day('17') },
    ]);
    const week = await ok(a.session, `/v1/feedItem/analytics/${form.id}/conversions`);
    expect(week).toMatchObject({ from: '2026-11-14', to: '2026-11-20', total: 4, totalConversions: 5 });
    expect(week.data.filter((p: { count: number }) => p.count)).toEqual([
      { date: '2026-11-17', count: 2 },
      { date: '2026-11-19', count: 2 },
    ]);
    const byKind = [...week.byKind].sort((x: { kind: string }, y: { kind: string }) =>
      x.kind.localeCompare(y.kind),
    );
    expect(byKind).toEqual([
      { kind: 'DOCUMENT', count: 1 },
      { kind: 'FORM', count: 2 },
      { kind: 'OTHER', count: 1 },
    ]);
    const march = await ok(
      a.session,
      `/v1/feedItem/analytics/${form.id}/conversions?filter=RANGE&range=2026-03-01,2026-03-31`,
    );
    expect(march).toMatchObject({ total: 1, totalConversions: 5, byKind: [{ kind: 'FORM', count: 1 }] });
    expect(march.data).toHaveLength(31);
    expect((await ok(a.session, `/v1/feedItem/analytics/${form.id}/conversions?filter=YEAR`)).total).toBe(5);
  });

  it('lists the pushes sent about the item with the devices reached and the people who opened them', async () => {
    const { a, m1, m2, guest } = await people();
    const b = await admin();
    const item = await analyticsItem(t.database, a.community.id);
    const another = await analyticsItem(t.database, a.community.id);
    const first = await analyticsNotification(t.database, a.community.id, {
      feedItemId: item.id,
      title: 'Feast on Friday',
      body: 'Bring a dish',
      sentAt: '2026-11-10T15:00:00Z',
    });
    const second = await analyticsNotification(t.database, a.community.id, {
      feedItemId: item.id,
      title: 'Feast reminder',
      sentAt: '2026-11-18T15:00:00Z',
    });
    await analyticsNotification(t.database, a.community.id, {
      feedItemId: item.id,
      status: 'DRAFT',
      sentAt: null,
    });
    await analyticsNotification(t.database, a.community.id, {
      feedItemId: item.id,
      deletedAt: '2026-11-19T12:00:00Z',
    });
    const elsewhere = await analyticsNotification(t.database, a.community.id, { feedItemId: another.id });
    await analyticsNotification(t.database, b.community.id, { feedItemId: item.id });
    const push = (
      type: 'NOTIFICATION_DELIVERED' | 'NOTIFICATION_OPENED',
      n: { id: string; feedItemId: string | null },
      who: object,
      at = day('10'),
    ) => ({ type, notificationId: n.id, feedItemId: n.feedItemId, ...who, at });
    const [w1, w2, wg] = [
      { membershipId: m1.membership.id },
      { membershipId: m2.membership.id },
      { guestId: guest.id },
    ];
    await insertEvents(t.database, a.community.id, [
      push('NOTIFICATION_DELIVERED', first, w1),
      push('NOTIFICATION_DELIVERED', first, w2),
      push('NOTIFICATION_DELIVERED', first, wg),
      // m1 opened it twice (one person), the guest once.
      push('NOTIFICATION_OPENED', first, w1),
      push('NOTIFICATION_OPENED', first, w1, day('11')),
      push('NOTIFICATION_OPENED', first, wg),
      push('NOTIFICATION_DELIVERED', second, w1, day('18')),
      push('NOTIFICATION_DELIVERED', elsewhere, w1),
      push('NOTIFICATION_OPENED', elsewhere, w1),
    ]);
    expect(await ok(a.session, `/v1/feedItem/analytics/${item.id}/notifications`)).toEqual({
      data: [
        {
          id: second.id,
          title: 'Feast reminder',
          body: 'Something happened',
          deliveredOn: '2026-11-18T15:00:00.000Z',
          delivered: 1,
          conversions: 0,
        },
        {
          id: first.id,
          title: 'Feast on Friday',
          body: 'Bring a dish',
          deliveredOn: '2026-11-10T15:00:00.000Z',
          delivered: 3,
          conversions: 2,
        },
      ],
    });
    expect(
      (
        await ok(
          b.session,
          `/v1/feedItem/analytics/${(await analyticsItem(t.database, b.community.id)).id}/notifications`,
        )
      ).data,
    ).toEqual([]);
  });

  it('pages the activity log newest first, naming members, guests and deleted members in the reader’s language', async () => {
    const { a, m1, guest } = await people();
    const erased = await analyticsMember(t.database, a.community.id, { status: 'DELETED' });
    const item = await analyticsItem(t.database, a.community.id);
    await insertEvents(t.database, a.community.id, [
      { type: 'VIEW', feedItemId: item.id, membershipId: m1.membership.id, at: '2026-11-20T10:00:00Z' },
      {
        type: 'CONVERSION',
        feedItemId: item.id,
        membershipId: m1.membership.id,
        detail: 'FORM',
        at: '2026-11-20T11:00:00Z',
      },
      { type: 'VIEW', feedItemId: item.id, guestId: guest.id, at: '2026-11-19T10:00:00Z' },
      { type: 'VIEW', feedItemId: item.id, membershipId: erased.membership.id, at: '2026-11-18T10:00:00Z' },
      // A member removed entirely (the row's membership went with them).
      {
        type: 'CONVERSION',
        feedItemId: item.id,
        audience: 'MEMBER',
        detail: 'FORM',
        at: '2026-11-17T10:00:00Z',
      },
      // Likes are not in the log.
      { type: 'LIKE', feedItemId: item.id, membershipId: m1.membership.id, at: '2026-11-20T12:00:00Z' },
      { type: 'VIEW', feedItemId: item.id, membershipId: m1.membership.id, at: OLD },
    ]);
    const log = (q = '', headers: Record<string, string> = {}) =>
      ok(a.session, `/v1/feedItem/analytics/${item.id}/activityLog${q}`, headers);
    const all = await log();
    expect(all.meta).toEqual({ current: 0, pages: 1, total: 6 });
    expect(all.data).toEqual([
      { email: m1.user.email, name: 'Ada Lovelace', date: '2026-11-20T11:00:00.000Z', type: 'Conversion' },
      { email: m1.user.email, name: 'Ada Lovelace', date: '2026-11-20T10:00:00.000Z', type: 'View' },
      { email: null, name: 'Guest', date: '2026-11-19T10:00:00.000Z', type: 'View' },
      { email: null, name: 'Deleted member', date: '2026-11-18T10:00:00.000Z', type: 'View' },
      { email: null, name: 'Deleted member', date: '2026-11-17T10:00:00.000Z', type: 'Conversion' },
      { email: m1.user.email, name: 'Ada Lovelace', date: '2026-03-10T17:00:00.000Z', type: 'View' },
    ]);
    const page = await log('?offset=1&limit=2');
    expect(page.meta).toEqual({ current: 1, pages: 3, total: 6 });
    expect(page.data).toEqual(all.data.slice(2, 4));
    expect((await log('?offset=5&limit=2')).data).toEqual([]);
    const french = await log('?offset=1&limit=2', { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(french.data.map((r: { name: string }) => r.name)).toEqual(['Invité', 'Membre supprimé']);
    for (const q of ['?offset=-1', '?limit=0', '?limit=101', '?offset=x']) {
      const res = await get(a.session, `/v1/feedItem/analytics/${item.id}/activityLog${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it("answers the feed's 404 for another community's item, an unknown id or no id at all", async () => {
    const a = await admin();
    const b = await admin();
    const theirs = await analyticsItem(t.database, b.community.id);
    const deleted = await analyticsItem(t.database, a.community.id, { deletedAt: '2026-11-19T12:00:00Z' });
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-an-id'])
      for (const view of VIEWS) {
        const res = await get(a.session, `/v1/feedItem/analytics/${id}/${view}`);
        expect(res.statusCode, `${view} ${id}`).toBe(404);
        expect(res.json(), `${view} ${id}`).toEqual({
          code: 'NOT_FOUND',
          message: contentMessages.feedItemNotFound,
        });
      }
    // A deleted item keeps its analytics (the content lists' deleted view opens it).
    for (const view of VIEWS)
      expect((await get(a.session, `/v1/feedItem/analytics/${deleted.id}/${view}`)).statusCode, view).toBe(
        200,
      );
  });

  it('keeps the item analytics to community administrators', async () => {
    const a = await admin();
    const item = await analyticsItem(t.database, a.community.id);
    const platform = await login(t.app, (await createPlatformAdmin(t.database)).username);
    for (const view of VIEWS) {
      const url = `/v1/feedItem/analytics/${item.id}/${view}`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await get(platform, url)).statusCode, url).toBe(403);
    }
  });
});
