import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feedItems } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin, createPlatformAdmin } from './helpers/factories';
import { login } from './helpers/session';

describe('platform feed maintenance (/v2/scripts)', () => {
  let t: TestContext;
  let platform: { authorization: string };
  let admin: { authorization: string };
  let communityId: string;

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database);
    communityId = a.community.id;
    admin = (await login(t.app, a.user.username)).auth;
    platform = (await login(t.app, (await createPlatformAdmin(t.database)).username)).auth;
  });

  const item = async (headline: string) => {
    const id = (
      await t.app.inject({ method: 'POST', url: '/v1/base/news', headers: admin, payload: { headline } })
    ).json().id;
    await t.app.inject({ method: 'PATCH', url: `/v2/feed/publish/${id}`, headers: admin, payload: {} });
    return id as string;
  };

  it('gives missing public keys once', async () => {
    const id = await item('A');
    await item('B');
    await t.database.db.update(feedItems).set({ objectId: null }).where(eq(feedItems.id, id));
    const first = await t.app.inject({
      method: 'PATCH',
      url: '/v2/scripts/community/objectId',
      headers: platform,
    });
    expect(first.json()).toMatchObject({ updated: 1 });
    const [row] = await t.database.db.select().from(feedItems).where(eq(feedItems.id, id));
    expect(row.objectId).toMatch(/^[0-9a-f]{24}$/);
    expect(
      (
        await t.app.inject({ method: 'PATCH', url: '/v2/scripts/community/objectId', headers: platform })
      ).json().updated,
    ).toBe(0);
  });

  it('re-ranks the feed and re-queues scheduled publishing, idempotently', async () => {
    const a = await item('A');
    t.clock.advance(60_000);
    await item('B');
    await t.database.db.update(feedItems).set({ feedRank: null }).where(eq(feedItems.id, a));
    const rebuilt = await t.app.inject({
      method: 'PATCH',
      url: `/v2/scripts/community/feed/${communityId}`,
      headers: platform,
    });
    expect(rebuilt.json()).toMatchObject({ ranked: 1, rescheduled: 0 });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/v2/scripts/community/feed/${communityId}`,
          headers: platform,
        })
      ).json().ranked,
    ).toBe(0);
    const feed = (
      await t.app.inject({ method: 'GET', url: '/v2/feed/community/feeditems', headers: admin })
    ).json();
    expect(feed.data.map((d: { headline: string }) => d.headline)).toEqual(['B', 'A']);

    // A scheduled item whose job was lost (here: the queue emptied) is queued again by "build feed" and published.
    t.clock.set(new Date(Date.now() - 3_600_000));
    const s = (
      await t.app.inject({ method: 'POST', url: '/v1/base/news', headers: admin, payload: { headline: 'S' } })
    ).json().id;
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    await t.app.inject({
      method: 'PATCH',
      url: `/v2/feed/publish/${s}`,
      headers: admin,
      payload: { publishAt: at },
    });
    await t.database.executeSql(`delete from pgboss.job where name = 'feed.publish-scheduled'`);
    await t.drain();
    expect((await t.database.db.select().from(feedItems).where(eq(feedItems.id, s)))[0].status).toBe(
      'SCHEDULED',
    );
    const built = await t.app.inject({
      method: 'POST',
      url: `/v2/scripts/feeds/${communityId}`,
      headers: platform,
    });
    expect(built.json()).toMatchObject({ rescheduled: 1 });
    await t.drain();
    expect((await t.database.db.select().from(feedItems).where(eq(feedItems.id, s)))[0].status).toBe(
      'PUBLISHED',
    );
  });

  it('recounts likes from the likes themselves', async () => {
    const a = await item('A');
    await t.database.db.update(feedItems).set({ likeCount: 7 }).where(eq(feedItems.id, a));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v2/scripts/community/likes/${communityId}`,
      headers: platform,
    });
    expect(res.json()).toMatchObject({ updated: 1 });
    expect((await t.database.db.select().from(feedItems).where(eq(feedItems.id, a)))[0].likeCount).toBe(0);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/v2/scripts/community/likes/${communityId}`,
          headers: platform,
        })
      ).json().updated,
    ).toBe(0);
  });

  it('is for platform administrators only, and checks the community', async () => {
    for (const [method, url] of [
      ['PATCH', '/v2/scripts/community/objectId'],
      ['PATCH', `/v2/scripts/community/feed/${communityId}`],
      ['POST', `/v2/scripts/feeds/${communityId}`],
      ['PATCH', `/v2/scripts/community/likes/${communityId}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: admin })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/v2/scripts/community/likes/00000000-0000-4000-8000-000000000000',
      headers: platform,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v2/scripts/feeds/nope', headers: platform })).statusCode,
    ).toBe(400);
  });
});
