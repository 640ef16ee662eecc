import { describe, expect, it } from 'vitest';
import {
  analyticsGuest,
  analyticsItem,
  analyticsMember,
  insertEvents,
  times,
  type EventSpec,
} from './analytics-fixtures';
import { IN_WEEK, OLD, useCommunityAnalytics } from './analytics-community-fixtures';

describe('community analytics', () => {
  const { t, admin, get, ok } = useCommunityAnalytics();

  it('lists the ten most viewed items of the week, of all time, of a kind or of a range', async () => {
    const a = await admin();
    const b = await admin();
    const [m1, m2, m3] = [
      await analyticsMember(t.database, a.community.id),
      await analyticsMember(t.database, a.community.id),
      await analyticsMember(t.database, a.community.id),
    ];
    const g1 = await analyticsGuest(t.database, a.community.id);
    const item = (headline: string, kind: string, publishedOn: string, more = {}) =>
      analyticsItem(t.database, a.community.id, { headline, kind, publishedOn, ...more });
    const itemA = await item('Feast', 'NEWS', '2026-02-01T12:00:00Z');
    const itemB = await item('Powwow', 'EVENT', '2026-03-01T12:00:00Z');
    const itemC = await item('Election', 'NEWS', '2026-04-01T12:00:00Z');
    const deleted = await item('Gone', 'NEWS', '2026-04-02T12:00:00Z', { deletedAt: '2026-11-19T12:00:00Z' });
    const oldJob = await item('Carpenter', 'JOB', '2026-01-10T12:00:00Z');
    const f = await item('F', 'NEWS', '2026-05-01T12:00:00Z');
    const g = await item('G', 'NEWS', '2026-06-01T12:00:00Z');
    const h: { id: string }[] = [];
    for (let i = 1; i <= 8; i++) h.push(await item(`H${i}`, 'NEWS', `2026-07-0${i}T12:00:00Z`));
    const view = (
      itemId: string,
      who: { membershipId?: string; guestId?: string },
      at = IN_WEEK,
    ): EventSpec => ({
      type: 'VIEW',
      feedItemId: itemId,
      ...who,
      at,
    });
    const m = (x: { membership: { id: string } }) => ({ membershipId: x.membership.id });
    await insertEvents(t.database, a.community.id, [
      // A: 5 views by 2 people; B: 5 views by 5 people (wins the tie on unique viewers).
      ...times(3, view(itemA.id, m(m1))),
      ...times(2, view(itemA.id, m(m2))),
      view(itemB.id, m(m1)),
      view(itemB.id, m(m2)),
      view(itemB.id, m(m3)),
      view(itemB.id, { guestId: g1.id }),
      // An anonymous view (a member since deleted) counts, but not as a viewer.
      { ...view(itemB.id, {}), audience: 'MEMBER' },
      ...times(3, view(itemC.id, m(m1))),
      ...times(10, view(deleted.id, m(m1))),
      ...times(8, view(oldJob.id, m(m2), OLD)),
      view(f.id, m(m1)),
      view(g.id, m(m1)),
      ...h.map((x) => view(x.id, m(m1))),
      { type: 'LIKE', feedItemId: itemA.id, ...m(m1), at: IN_WEEK },
      { type: 'LIKE', feedItemId: itemA.id, ...m(m2), at: IN_WEEK },
      { type: 'CONVERSION', feedItemId: itemB.id, detail: 'RSVP', ...m(m3), at: IN_WEEK },
      { type: 'CONVERSION', feedItemId: itemB.id, detail: 'RSVP', ...m(m3), at: OLD },
    ]);
    const other = await analyticsItem(t.database, b.community.id, { headline: 'Theirs' });
    await insertEvents(
      t.database,
      b.community.id,
      times(50, { type: 'VIEW', feedItemId: other.id, at: IN_WEEK }),
    );

    const titles = (r: { data: { title: string }[] }) => r.data.map((x) => x.title);
    const weekly = await ok(a.session, '/v1/admin/analytics/top-content');
    expect(weekly).toMatchObject({ from: '2026-11-14', to: '2026-11-20' });
    // Ties on views: most unique viewers first, then the newest.
    expect(titles(weekly)).toEqual(['Powwow', 'Feast', 'Election', 'H8', 'H7', 'H6', 'H5', 'H4', 'H3', 'H2']);
    expect(weekly.data[0]).toEqual({
      id: itemB.id,
      title: 'Powwow',
      kind: 'EVENT',
      coverImage: null,
      publishedAt: '2026-03-01T12:00:00.000Z',
      views: 5,
      uniqueViews: 4,
      likes: 0,
      conversions: 1,
    });
    expect(weekly.data[1]).toMatchObject({
      id: itemA.id,
      views: 5,
      uniqueViews: 2,
      likes: 2,
      conversions: 0,
    });
    expect(await ok(a.session, '/v1/admin/analytics/top-content?filter=WEEKLY')).toEqual(weekly);

    const allTime = await ok(a.session, '/v1/admin/analytics/top-content?filter=ALL_TIME');
    expect(allTime.from).toBe('2026-01-01');
    expect(titles(allTime).slice(0, 4)).toEqual(['Carpenter', 'Powwow', 'Feast', 'Election']);
    expect(allTime.data[1].conversions).toBe(2);

    const news = await ok(a.session, '/v1/admin/analytics/top-content?filter=WEEKLY&postType=NEWS');
    expect(titles(news)).toEqual(['Feast', 'Election', 'H8', 'H7', 'H6', 'H5', 'H4', 'H3', 'H2', 'H1']);
    expect((await ok(a.session, '/v1/admin/analytics/top-content?postType=FORM')).data).toEqual([]);

    const range = await ok(
      a.session,
      '/v1/admin/analytics/top-content?filter=WEEKLY&range=2026-03-01,2026-03-31',
    );
    expect(range).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(titles(range)).toEqual(['Carpenter']);

    for (const [q, field] of [
      ['?postType=POEM', 'postType'],
      ['?filter=MONTHLY', 'filter'],
      ['?range=2026-03-31,2026-03-01', 'range'],
    ]) {
      const res = await get(a.session, `/v1/admin/analytics/top-content${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().field, q).toBe(field);
    }
    // B's list is its own.
    expect(titles(await ok(b.session, '/v1/admin/analytics/top-content'))).toEqual(['Theirs']);
  });

  it('lists the ten newest active members of the community', async () => {
    const a = await admin();
    const b = await admin();
    const joined: string[] = [];
    for (let i = 1; i <= 11; i++) {
      const m = await analyticsMember(t.database, a.community.id, {
        firstName: `First${i}`,
        lastName: `Last${i}`,
        joinedAt: `2026-10-${String(i + 10).padStart(2, '0')}T12:00:00Z`,
      });
      joined.push(m.membership.id);
    }
    await analyticsMember(t.database, a.community.id, {
      status: 'INACTIVE',
      joinedAt: '2026-11-19T12:00:00Z',
    });
    await analyticsMember(t.database, a.community.id, {
      status: 'DELETED',
      joinedAt: '2026-11-19T12:00:00Z',
    });
    await analyticsMember(t.database, b.community.id, { joinedAt: '2026-11-20T12:00:00Z' });
    const { data } = await ok(a.session, '/v1/admin/analytics/members/recent');
    expect(data.map((r: { id: string }) => r.id)).toEqual(joined.slice(1).reverse());
    expect(data[0]).toEqual({
      id: joined[10],
      fullName: 'First11 Last11',
      email: expect.stringMatching(/@example\.org$/),
      profileImage: null,
      joinedAt: '2026-10-21T12:00:00.000Z',
    });
  });
});
