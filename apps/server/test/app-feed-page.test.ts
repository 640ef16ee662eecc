import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { attachments, documentApprovals, feedItemLikes } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser, PASSWORD } from './helpers/factories';
import { login } from './helpers/session';

type H = { authorization: string };

describe('member app feed page: one query set per page', () => {
  let t: TestContext;
  let admin: H;
  let member: { membershipId: string; auth: H };
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestContext();
    const a = await createCommunityAdmin(t.database);
    admin = (await login(t.app, a.user.username)).auth;
    const user = await createUser(t.database, { firstName: 'Reader', lastName: 'User' });
    const m = await addMembership(t.database, user.id, a.community.id, { role: 'MEMBER' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/app/v1/auth/sign-in',
      payload: { credential: user.username, password: PASSWORD, communitySlug: a.community.slug },
    });
    member = { membershipId: m.id, auth: { authorization: `Bearer ${res.json().accessToken}` } };
    const file = (purpose: string, name: string) => ({
      communityId: a.community.id,
      purpose,
      filePath: `files/${name}`,
      mimeType: purpose === 'COVER' ? 'image/png' : 'application/pdf',
      fileSize: 10,
      originalName: name,
      fileName: name,
      fileUrl: `http://files.test/${name}`,
      displayName: name,
    });
    const [cover, pdf] = await t.database.db
      .insert(attachments)
      .values([file('COVER', 'cover.png'), file('DOCUMENT', 'resolution.pdf')])
      .returning();
    // Every kind of detail the page carries: cover images, documents with their file and reviewers, kind data.
    const bodies: [string, object][] = [
      ['news', { headline: 'News with cover', body: '<p>Hi</p>', coverImage: cover.id }],
      [
        'events',
        {
          headline: 'Feast',
          body: '<p>Come</p>',
          coverImage: cover.id,
          // An event is published only with a date.
          dateTimes: [{ date: '2030-06-21', startTime: '10:00', endTime: '16:00' }],
        },
      ],
      ['documents', { headline: 'Bylaws', body: '<p>Read</p>', approval: { emails: ['elder@example.org'] } }],
      ['news', { headline: 'Plain news', body: '<p>Plain</p>' }],
      ['news', { headline: 'More news', body: '<p>More</p>', tags: ['Youth'] }],
      // Newest, so a page of one item already needs every query of the set.
      [
        'documents',
        {
          headline: 'Resolution',
          body: '<p>Resolved</p>',
          attachment: pdf.id,
          coverImage: cover.id,
          approval: { emails: ['chief@example.org', 'clerk@example.org'] },
        },
      ],
    ];
    for (const [kind, body] of bodies) {
      const item = await t.app.inject({
        method: 'POST',
        url: `/v1/base/${kind}`,
        headers: admin,
        payload: body,
      });
      expect(item.statusCode, item.body).toBe(200);
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/v2/feed/publish/${item.json().id}`,
        headers: admin,
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(item.json().id);
      t.clock.advance(1000);
    }
    // One reviewer is a known person who has decided (a name and a decision time to carry through).
    await t.database.db
      .update(documentApprovals)
      .set({ userId: user.id, status: 'APPROVED', comments: 'Looks right', decidedAt: new Date() })
      .where(eq(documentApprovals.email, 'clerk@example.org'));
    await t.database.db
      .insert(feedItemLikes)
      .values([ids[5], ids[3]].map((feedItemId) => ({ feedItemId, membershipId: m.id })));
  });
  afterAll(() => t.close());

  const page = (limit: number) =>
    t.app.inject({ method: 'GET', url: `/app/v1/feed?limit=${limit}`, headers: member.auth });

  // First, while no item has been rendered yet: the query set of a cold page does not grow with its size.
  it('runs as many statements for a page of 6 items as for a page of 1, and fewer once rendered', async () => {
    // Drizzle's queries go through query(); prepared statements (the caller lookup, the reader's statement) too
    // on PostgreSQL, through the raw protocol on PGlite: both are counted.
    const client = (t.database.db as unknown as { $client: Record<string, (...a: unknown[]) => unknown> })
      .$client;
    const spies = (['query', 'execProtocolRawStream'] as const)
      .filter((method) => typeof client[method] === 'function')
      .map((method) => vi.spyOn(client, method));
    const statementsFor = async (limit: number) => {
      for (const s of spies) s.mockClear();
      const res = await page(limit);
      expect(res.json().data).toHaveLength(limit);
      return spies.reduce((n, s) => n + s.mock.calls.length, 0);
    };
    // Statements are prepared, and the community's list loaded, on first use: a page past the end does both
    // and renders nothing.
    const none = await t.app.inject({
      method: 'GET',
      url: '/app/v1/feed?limit=1&offset=100',
      headers: member.auth,
    });
    expect(none.json()).toEqual({ data: [], meta: { current: 100, pages: 6, total: 6 } });
    try {
      const one = await statementsFor(1);
      expect(one).toBeGreaterThan(0);
      // Five more items, none rendered yet: still one statement for all of them.
      expect(await statementsFor(6)).toBe(one);
      // All six rendered: the caller lookup and the reader's statement only (a cold page also read the items and
      // their versions in other languages, once each).
      expect(await statementsFor(6)).toBe(one - 2);
    } finally {
      for (const s of spies) s.mockRestore();
    }
  });

  it('answers each item as the console detail shows it, without the audience, with the caller’s like', async () => {
    const res = await page(20);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { id: string }[];
    expect(data.map((d) => d.id)).toEqual([...ids].reverse());
    for (const item of data) {
      const detail = (
        await t.app.inject({ method: 'GET', url: `/v1/feedItem/view/${item.id}`, headers: admin })
      ).json();
      // The console's own fields stay there: the audience, whether a push waits for a scheduled item, every
      // language version (the reader gets the one of their language, named by `language`), a document's
      // reviewers and which saved version the item is. A job's keys are camelCase, as every key of the member API.
      const {
        recipients: _r,
        groups: _g,
        notifyOnPublish: _n,
        translations: _t,
        approval: _a,
        revision: _v,
        closing_date: closingDate,
        external_url: externalUrl,
        contact_info: contactInfo,
        ...expected
      } = detail;
      const job = detail.feedItemType === 'JobItem' ? { closingDate, externalUrl, contactInfo } : {};
      expect(item).toEqual({ ...expected, ...job, liked: item.id === ids[5] || item.id === ids[3] });
    }
    const doc = data.find((d) => d.id === ids[5]) as unknown as { attachment: { fileName: string } };
    expect(doc.attachment.fileName).toBe('resolution.pdf');
    // Who reviews a document (names, e-mails, comments) is for its administrators, not for every member.
    expect(doc).not.toHaveProperty('approval');
  });
});
