import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  attachments,
  documentApprovals,
  feedItems,
  groupMembers,
  groups,
  memberships,
} from '../src/db/schema';
import { createCommunityFeed } from '../src/modules/feed/community-feed';
import { communityFeedRepository } from '../src/modules/feed/community-feed.repository';
import { createRenderedItems } from '../src/modules/feed/rendered-items';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser, PASSWORD } from './helpers/factories';
import { login } from './helpers/session';
import { multipart } from './platform-fixtures';

type H = { authorization: string };
interface Item {
  id: string;
  headline: string;
  liked: boolean;
  likes: number;
  views: number;
  coverImage: { displayName: string } | null;
  approval?: { approvals: { status: string }[] };
}

/*
 * The member feed holds each community's list of live items (community-feed.ts) and renders each item once
 * (rendered-items.ts). These tests read pages as one caller, then as others, then after writes, and check that
 * the reuse never leaks an item or a reader's own bits to someone else and never serves a page or a rendering
 * older than the database.
 */
describe('member app feed: reused renderings', () => {
  let t: TestContext;
  let admin: H;
  let community: { id: string; slug: string };
  let inGroup: { membershipId: string; auth: H };
  let named: { membershipId: string; auth: H };
  let other: { membershipId: string; auth: H };
  let guest: H;

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  async function member(firstName: string) {
    const user = await createUser(t.database, { firstName });
    const m = await addMembership(t.database, user.id, community.id, { role: 'MEMBER' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/app/v1/auth/sign-in',
      payload: { credential: user.username, password: PASSWORD, communitySlug: community.slug },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return { membershipId: m.id, auth: { authorization: `Bearer ${res.json().accessToken}` } };
  }

  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database);
    community = a.community;
    admin = (await login(t.app, a.user.username)).auth;
    inGroup = await member('Grouped');
    named = await member('Named');
    other = await member('Other');
    const g = await t.app.inject({
      method: 'POST',
      url: '/app/v1/guests/session',
      payload: { communitySlug: community.slug, deviceId: 'device-cache-0001', platform: 'ios' },
    });
    guest = { authorization: `Bearer ${g.json().guestToken}` };
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: H, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  async function publish(body: object, audience: object = {}) {
    const item = (await call('POST', '/v1/base/news', admin, body)).json();
    const res = await call('PATCH', `/v2/feed/publish/${item.id}`, admin, audience);
    expect(res.statusCode, res.body).toBe(200);
    t.clock.advance(1000);
    return item as { id: string };
  }
  const feed = async (h: H) => {
    const res = await call('GET', '/app/v1/feed?limit=50', h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json().data as Item[];
  };
  const headlines = async (h: H) => (await feed(h)).map((i) => i.headline);

  it('never shows a group-only or recipient-only item to someone else after its reader rendered it', async () => {
    const [elders] = await t.database.db
      .insert(groups)
      .values({ communityId: community.id, name: 'Elders', slug: 'elders' })
      .returning();
    await t.database.db
      .insert(groupMembers)
      .values({ groupId: elders.id, membershipId: inGroup.membershipId });
    await publish({ headline: 'Everyone' });
    await publish({ headline: 'Open' }, { open: true });
    await publish({ headline: 'Elders only' }, { groups: [elders.id] });
    await publish({ headline: 'Named only' }, { recipients: [named.membershipId] });

    // The readers who may see the private items go first: their renderings are now held.
    expect(await headlines(inGroup.auth)).toEqual(['Elders only', 'Open', 'Everyone']);
    expect(await headlines(named.auth)).toEqual(['Named only', 'Open', 'Everyone']);
    expect(await headlines(other.auth)).toEqual(['Open', 'Everyone']);
    expect(await headlines(guest)).toEqual(['Open']);
    // Joining the group shows its items on the next request, leaving it hides them again.
    await t.database.db.insert(groupMembers).values({ groupId: elders.id, membershipId: other.membershipId });
    expect(await headlines(other.auth)).toEqual(['Elders only', 'Open', 'Everyone']);
    await t.database.db.delete(groupMembers).where(eq(groupMembers.membershipId, other.membershipId));
    expect(await headlines(other.auth)).toEqual(['Open', 'Everyone']);
    // Searches are answered by the page statement: still nothing of theirs.
    const search = await call('GET', '/app/v1/feed?search=only', other.auth);
    expect(search.json()).toEqual({ data: [], meta: { current: 0, pages: 0, total: 0 } });
    // And a page past the end counts what this reader may see, not what was rendered.
    const past = await call('GET', '/app/v1/feed?limit=2&offset=5', other.auth);
    expect(past.json()).toEqual({ data: [], meta: { current: 5, pages: 1, total: 2 } });
  });

  it("keeps each reader's like and the live counters out of the reused rendering", async () => {
    const item = await publish({ headline: 'Likeable' }, { open: true });
    expect((await feed(named.auth))[0]).toMatchObject({ liked: false, likes: 0, views: 0 });
    await call('POST', `/app/v1/feed/${item.id}/like`, named.auth);
    await call('GET', `/app/v1/feed/${item.id}`, other.auth);
    expect((await feed(named.auth))[0]).toMatchObject({ liked: true, likes: 1, views: 1 });
    expect((await feed(other.auth))[0]).toMatchObject({ liked: false, likes: 1, views: 1 });
    expect((await feed(guest))[0]).toMatchObject({ liked: false, likes: 1, views: 1 });
    await call('POST', `/app/v1/feed/${item.id}/like`, guest);
    expect((await feed(guest))[0]).toMatchObject({ liked: true, likes: 2 });
    expect((await feed(named.auth))[0]).toMatchObject({ liked: true, likes: 2 });
    // Readers arriving together share one statement for their bits: each still gets their own like.
    const together = await Promise.all(
      [named.auth, other.auth, guest, inGroup.auth, named.auth, other.auth].map(feed),
    );
    expect(together.map((page) => page[0].liked)).toEqual([true, false, true, false, true, false]);
    expect(together.every((page) => page[0].likes === 2)).toBe(true);
  });

  it('shows a publish, an edit, a pin and an archive on the very next request', async () => {
    const first = await publish({ headline: 'First' });
    expect(await headlines(other.auth)).toEqual(['First']);
    const second = await publish({ headline: 'Second' });
    expect(await headlines(other.auth)).toEqual(['Second', 'First']);
    const edited = await call('POST', '/v1/base/news', admin, { id: first.id, headline: 'First, edited' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await headlines(other.auth)).toEqual(['Second', 'First, edited']);
    await call('PATCH', `/v1/feedItem/pinned/${first.id}`, admin);
    const pinned = await feed(other.auth);
    expect(pinned.map((i) => [i.headline, (i as unknown as { pinned: boolean }).pinned])).toEqual([
      ['First, edited', true],
      ['Second', false],
    ]);
    expect((await call('POST', `/v1/feeditem/archive/${second.id}`, admin)).statusCode).toBe(200);
    expect(await headlines(other.auth)).toEqual(['First, edited']);
  });

  it('refuses a signed-out or deactivated member at once, even among callers arriving together', async () => {
    await publish({ headline: 'Everyone' });
    const user = await createUser(t.database, { firstName: 'Leaving' });
    const m = await addMembership(t.database, user.id, community.id, { role: 'MEMBER' });
    const signIn = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/app/v1/auth/sign-in',
          payload: { credential: user.username, password: PASSWORD, communitySlug: community.slug },
        })
      ).json() as { accessToken: string; refreshToken: string };
    const first = await signIn();
    const second = await signIn();
    const leaving = { authorization: `Bearer ${first.accessToken}` };
    const status = (h: H) => call('GET', '/app/v1/feed', h).then((r) => r.statusCode);
    const together = (h: H) => Promise.all([other.auth, h, named.auth, h, guest].map(status));
    expect(await together(leaving)).toEqual([200, 200, 200, 200, 200]);
    const out = await t.app.inject({
      method: 'POST',
      url: '/app/v1/auth/sign-out',
      payload: { refreshToken: first.refreshToken },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(await together(leaving)).toEqual([200, 401, 200, 401, 200]);
    // Another session of theirs still works until the membership is deactivated.
    const stillIn = { authorization: `Bearer ${second.accessToken}` };
    expect(await together(stillIn)).toEqual([200, 200, 200, 200, 200]);
    await t.database.db.update(memberships).set({ status: 'INACTIVE' }).where(eq(memberships.id, m.id));
    expect(await together(stillIn)).toEqual([200, 403, 200, 403, 200]);
  });

  it('refuses an access token past its expiry, and any other text, after the token was used', async () => {
    await publish({ headline: 'Everyone' });
    const status = (h: H) => call('GET', '/app/v1/feed', h).then((r) => r.statusCode);
    // Used once: its verified claims are held by the token's text (app.auth.ts).
    expect(await status(named.auth)).toBe(200);
    const [head, payload, signature] = named.auth.authorization.slice(7).split('.');
    const other = signature.startsWith('A') ? 'B' : 'A';
    expect(await status({ authorization: `Bearer ${head}.${payload}.${other}${signature.slice(1)}` })).toBe(
      401,
    );
    expect(await status({ authorization: `Bearer ${head}.${payload}.` })).toBe(401);
    // Access tokens live 15 minutes: a held token is refused past its expiry like any other.
    t.clock.advance(14 * 60_000);
    expect(await status(named.auth)).toBe(200);
    t.clock.advance(61_000);
    expect(await status(named.auth)).toBe(401);
  });

  it("answers a document's address freshly signed after the rendering's signing window has passed", async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n');
    const body = multipart([{ name: 'document', filename: 'r.pdf', type: 'application/pdf', data: pdf }]);
    const file = await t.app.inject({
      method: 'POST',
      url: '/v1/upload/feedItem/document',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    const item = (
      await call('POST', '/v1/base/documents', admin, { headline: 'Minutes', attachment: file.json().id })
    ).json();
    expect((await call('PATCH', `/v2/feed/publish/${item.id}`, admin, { open: true })).statusCode).toBe(200);
    const fetchable = async (reader: H) => {
      const [entry] = (await call('GET', '/app/v1/feed?limit=50', reader)).json().data;
      const address = new URL(entry.attachment.fileUrl);
      return (await t.app.inject({ method: 'GET', url: address.pathname + address.search })).statusCode;
    };
    expect(await fetchable(named.auth)).toBe(200);
    // Two hours on, the rendering held since would carry an expired address: a new one is made.
    t.clock.advance(2 * 60 * 60_000);
    expect(await fetchable((await member('Later')).auth)).toBe(200);
  });

  it('notices a change made outside this process: the row and its cover (not a reviewer: members do not see them)', async () => {
    const [cover] = await t.database.db
      .insert(attachments)
      .values({
        communityId: community.id,
        purpose: 'COVER',
        filePath: 'files/cover.png',
        mimeType: 'image/png',
        fileSize: 10,
        originalName: 'cover.png',
        fileName: 'cover.png',
        fileUrl: 'http://files.test/cover.png',
        displayName: 'Cover',
      })
      .returning();
    const news = await publish({ headline: 'Plain', coverImage: cover.id });
    const doc = (
      await call('POST', '/v1/base/documents', admin, {
        headline: 'Bylaws',
        body: '<p>Read</p>',
        approval: { emails: ['elder@example.org'] },
      })
    ).json();
    expect((await call('PATCH', `/v2/feed/publish/${doc.id}`, admin, {})).statusCode).toBe(200);
    const before = await feed(other.auth);
    expect(before.map((i) => i.headline)).toEqual(['Bylaws', 'Plain']);
    // A document's reviewers are not the members' business (issue 39): their decision changes nothing here.
    expect(before[0]).not.toHaveProperty('approval');

    // Written straight to the database, as another server process (or a maintenance script) would, without
    // touching updated_at: the next page must still show each change.
    await t.database.db
      .update(feedItems)
      .set({ headline: 'Plain, renamed' })
      .where(eq(feedItems.id, news.id));
    await t.database.db
      .update(attachments)
      .set({ displayName: 'New cover' })
      .where(eq(attachments.id, cover.id));
    await t.database.db
      .update(documentApprovals)
      .set({ status: 'APPROVED', decidedAt: new Date() })
      .where(eq(documentApprovals.feedItemId, doc.id));
    const after = await feed(other.auth);
    expect(after.map((i) => i.headline)).toEqual(['Bylaws', 'Plain, renamed']);
    expect(after[1].coverImage!.displayName).toBe('New cover');
    expect(after[0]).not.toHaveProperty('approval');
  });
});

describe('community feed list: size limit', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('does not hold a community past maxItems (the page statement answers it) until maxAgeMs has passed', async () => {
    const a = await createCommunityAdmin(t.database);
    const admin = (await login(t.app, a.user.username)).auth;
    for (const headline of ['One', 'Two']) {
      const item = (
        await t.app.inject({ method: 'POST', url: '/v1/base/news', headers: admin, payload: { headline } })
      ).json();
      await t.app.inject({
        method: 'PATCH',
        url: `/v2/feed/publish/${item.id}`,
        headers: admin,
        payload: { open: true },
      });
    }
    const guest = { communityId: a.community.id, membershipId: null, guestId: null, languages: [] };
    const settings = {
      database: t.database,
      clock: t.clock,
      maxCommunities: 10,
      maxReaders: 10,
      maxAgeMs: 1000,
    };
    const roomy = createCommunityFeed({ ...settings, maxItems: 2 });
    expect((await roomy.page(guest, { offset: 0, limit: 20 }))!.total).toBe(2);

    const small = createCommunityFeed({ ...settings, maxItems: 1 });
    const list = vi.spyOn(communityFeedRepository, 'list');
    try {
      expect(await small.page(guest, { offset: 0, limit: 20 })).toBeNull();
      expect(await small.page(guest, { offset: 0, limit: 20 })).toBeNull();
      expect(list).toHaveBeenCalledTimes(1);
      t.clock.advance(1000);
      expect(await small.page(guest, { offset: 0, limit: 20 })).toBeNull();
      expect(list).toHaveBeenCalledTimes(2);
    } finally {
      list.mockRestore();
    }
  });
});

describe('rendered items: bounded memory', () => {
  it('drops the least recently used entries past the entry and byte limits', () => {
    const cache = createRenderedItems({ maxEntries: 2, maxBytes: 10 });
    cache.set('a', '1', Buffer.from('{"x":1}'));
    cache.set('b', '1', Buffer.from('{}'));
    expect(cache.get('a', '1')?.toString()).toBe('{"x":1}');
    // Three entries: b, now the least recently used, goes.
    cache.set('c', '1', Buffer.from('{}'));
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.size).toBe(2);
    // A rendering of another version is a miss, and replaces the old one.
    expect(cache.get('a', '2')).toBeUndefined();
    cache.set('a', '2', Buffer.from('{"x":2}'));
    expect(cache.get('a', '2')?.toString()).toBe('{"x":2}');
    expect(cache.bytes).toBe(9);
    // Past the byte limit the oldest go until it fits.
    cache.set('d', '1', Buffer.from('{"y":1}'));
    expect(cache.get('c', '1')).toBeUndefined();
    expect(cache.get('a', '2')).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(7);
  });
});
