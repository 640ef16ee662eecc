import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';

describe('content: news, events, jobs, forms, documents', () => {
  let t: TestContext;
  let auth: { authorization: string };
  let otherAuth: { authorization: string };

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database);
    const b = await createCommunityAdmin(t.database);
    auth = (await login(t.app, a.user.username)).auth;
    otherAuth = (await login(t.app, b.user.username)).auth;
  });

  const post = (url: string, payload: object, headers = auth) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('creates news as a DRAFT, strips scripts from the body and lists it', async () => {
    const res = await post('/v1/base/news', {
      headline: 'Powwow this weekend',
      tagline: 'Grand entry at noon',
      tags: ['Culture', 'culture', 'Events'],
      // (An <img> that is not one of the community's uploads refuses the body: content-body-images.test.ts.)
      body: '<p>Come <strong>dance</strong><script>alert(1)</script><b onclick="alert(2)">b</b><a href="javascript:alert(3)">x</a></p>',
    });
    expect(res.statusCode).toBe(200);
    const item = res.json();
    expect(item).toMatchObject({
      headline: 'Powwow this weekend',
      status: 'DRAFT',
      access: 'MEMBERS',
      feedItemType: 'NewsItem',
      tags: ['Culture', 'Events'],
      citationRequired: false,
      recipients: [],
      groups: [],
    });
    expect(item.objectId).toMatch(/^[0-9a-f]{24}$/);
    expect(item.body).toContain('<strong>dance</strong>');
    expect(item.body).not.toMatch(/script|onerror|javascript|alert/);

    const list = await t.app.inject({ method: 'GET', url: '/v1/base/news', headers: auth });
    expect(list.json().meta).toEqual({ current: 0, pages: 1, total: 1 });
    expect(list.json().data[0]).toMatchObject({ id: item.id, views: 0 });
    // Another community sees none of it.
    const other = await t.app.inject({ method: 'GET', url: '/v1/base/news', headers: otherAuth });
    expect(other.json().meta.total).toBe(0);

    const tags = await t.app.inject({ method: 'GET', url: '/v1/tags', headers: auth });
    expect(tags.json().tags.map((x: { tag: string }) => x.tag)).toEqual(['Culture', 'Events']);
    expect((await t.app.inject({ method: 'GET', url: '/v1/tags', headers: otherAuth })).json().tags).toEqual(
      [],
    );
  });

  it('updates with an id (POST or PATCH) and answers the kind message for unknown or foreign ids', async () => {
    const created = (
      await post('/v1/base/jobs', { headline: 'Band manager', external_url: 'https://jobs.example.org/1' })
    ).json();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v1/base/jobs/${created.id}`,
      headers: auth,
      payload: { headline: 'Band manager (full time)', employer: 'Demo Nation', closing_date: '2030-01-31' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id: created.id,
      headline: 'Band manager (full time)',
      employer: 'Demo Nation',
      closing_date: '2030-01-31',
      external_url: null,
    });
    const viaPost = await post('/v1/base/jobs', { id: created.id, headline: 'Band manager v3' });
    expect(viaPost.json()).toMatchObject({ id: created.id, headline: 'Band manager v3' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/base/jobs', headers: auth })).json().meta.total,
    ).toBe(1);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/v1/base/jobs/${id}`,
        headers: auth,
        payload: { headline: 'x' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Job Item was invalid or could not be found');
    }
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/v1/base/jobs/${created.id}`,
      headers: otherAuth,
      payload: { headline: 'x' },
    });
    expect(foreign.statusCode).toBe(404);
    // The same id under another kind is not that kind's item.
    const wrongKind = await t.app.inject({
      method: 'PATCH',
      url: `/v1/base/news/${created.id}`,
      headers: auth,
      payload: { headline: 'x' },
    });
    expect(wrongKind.json().message).toBe('News Item was invalid or could not be found');
    const doc = await post('/v1/base/documents', { id: created.id, headline: 'x' });
    expect(doc.statusCode).toBe(404);
    expect(doc.json().message).toBe('Document Item was invalid or could not be found');
  });

  it('rejects bad input with 400 and the field', async () => {
    const cases: [string, object, string][] = [
      ['/v1/base/news', { tagline: 'no headline' }, 'headline'],
      ['/v1/base/news', { headline: '' }, 'headline'],
      ['/v1/base/jobs', { headline: 'x', external_url: 'javascript:alert(1)' }, 'external_url'],
      ['/v1/base/jobs', { headline: 'x', external_url: 'ftp://example.org' }, 'external_url'],
      [
        '/v1/base/events',
        { headline: 'x', dateTimes: [{ date: '2030-13-01x', startTime: '10:00', endTime: '11:00' }] },
        'dateTimes.0.date',
      ],
      [
        '/v1/base/events',
        { headline: 'x', dateTimes: [{ date: '2030-01-01', startTime: '12:00', endTime: '11:00' }] },
        'dateTimes.0.endTime',
      ],
      ['/v1/base/forms', { headline: 'x', emails: ['not-an-email'] }, 'emails.0'],
      [
        '/v1/base/forms',
        { headline: 'x', formNodes: [{ nodeInputs: [{ label: 'Pick', type: 'SINGLE_CHOICE' }] }] },
        'formNodes.0.nodeInputs.0.values',
      ],
      [
        '/v1/base/forms',
        { headline: 'x', formNodes: [{ nodeInputs: [{ label: 'Q', type: 'VIDEO' }] }] },
        'formNodes.0.nodeInputs.0.type',
      ],
      ['/v1/base/documents', { headline: 'x', approval: { emails: ['nope'] } }, 'approval.emails.0'],
      ['/v1/base/news', { headline: 'x', coverImage: 'not-a-uuid' }, 'coverImage'],
    ];
    for (const [url, payload, field] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const sort = await t.app.inject({ method: 'GET', url: '/v1/base/news?filter=password', headers: auth });
    expect(sort.statusCode).toBe(400);
    const missingCover = await post('/v1/base/news', {
      headline: 'x',
      coverImage: '00000000-0000-4000-8000-000000000000',
    });
    expect(missingCover.statusCode).toBe(404);
    expect(missingCover.json().message).toBe('Attachment was invalid or could not be found');
  });

  it('gives new event dates, form sections and inputs ids, and keeps existing ones', async () => {
    const ev = (
      await post('/v1/base/events', {
        headline: 'Elders lunch',
        location: 'Community hall',
        zone: 'America/Winnipeg',
        dateTimes: [
          { date: '2030-05-01', startTime: '11:30', endTime: '13:00' },
          { date: '2030-05-08', startTime: '11:30', endTime: '13:00' },
        ],
      })
    ).json();
    expect(ev.dateTimes).toHaveLength(2);
    expect(ev.dateTimes[0].id).toMatch(/^[0-9a-f-]{36}$/);
    const again = (
      await post('/v1/base/events', {
        ...ev,
        dateTimes: [ev.dateTimes[0], { date: '2030-06-01', startTime: '09:00', endTime: '10:00' }],
      })
    ).json();
    expect(again.dateTimes[0].id).toBe(ev.dateTimes[0].id);
    expect(again.dateTimes[1].id).not.toBe(ev.dateTimes[1].id);

    const form = (
      await post('/v1/base/forms', {
        headline: 'Housing application',
        emails: ['Housing@Example.org'],
        formNodes: [
          {
            header: 'You',
            nodeInputs: [
              { label: 'Name', type: 'SHORT_TEXT', isRequired: true },
              { label: 'Phone', type: 'PHONE' },
            ],
          },
        ],
      })
    ).json();
    expect(form.emails).toEqual(['housing@example.org']);
    expect(form.formNodes[0].id).toBeTruthy();
    expect(form.formNodes[0].nodeInputs.map((i: { isRequired: boolean }) => i.isRequired)).toEqual([
      true,
      false,
    ]);
    expect(form.formNodes[0].nodeInputs[1]).toMatchObject({ placeholder: '', description: '', values: [] });
  });

  it('lists with search, sort, paging, archived and deleted views', async () => {
    const ids: string[] = [];
    for (const h of ['Council meeting', 'Elders lunch', 'Youth hockey', 'Council budget'])
      ids.push((await post('/v1/base/news', { headline: h })).json().id);
    const get = (q: string) =>
      t.app.inject({ method: 'GET', url: `/v1/base/news?${q}`, headers: auth }).then((r) => r.json());
    expect((await get('search=council')).data.map((d: { headline: string }) => d.headline).sort()).toEqual([
      'Council budget',
      'Council meeting',
    ]);
    expect((await get('filter=headline&dir=asc')).data[0].headline).toBe('Council budget');
    const page = await get('filter=headline&dir=asc&limit=3&offset=1');
    expect(page.data.map((d: { headline: string }) => d.headline)).toEqual(['Youth hockey']);
    expect(page.meta).toEqual({ current: 1, pages: 2, total: 4 });
    expect((await get('search=%25')).meta.total).toBe(0);

    const arch = await t.app.inject({ method: 'POST', url: `/v1/feeditem/archive/${ids[0]}`, headers: auth });
    expect(arch.statusCode, arch.body).toBe(200);
    const del = await t.app.inject({
      method: 'PATCH',
      url: '/v2/feeds/batch/delete',
      headers: auth,
      payload: { ids: [ids[1]] },
    });
    expect(del.json()).toEqual({ message: 'Feed Items were deleted', count: 1 });
    expect((await get('')).meta.total).toBe(2);
    expect((await get('archived=true')).data.map((d: { id: string }) => d.id)).toEqual([ids[0]]);
    const deleted = await get('deleted=true');
    expect(deleted.data.map((d: { id: string; isDeleted: boolean }) => [d.id, d.isDeleted])).toEqual([
      [ids[1], true],
    ]);
  });

  it('sends each document reviewer a link once and shows their status', async () => {
    const doc = (
      await post('/v1/base/documents', {
        headline: 'Band council resolution',
        approval: { emails: ['chief@example.org', 'Clerk@example.org'] },
      })
    ).json();
    expect(doc.approval.approvals.map((a: { email: string; status: string }) => [a.email, a.status])).toEqual(
      [
        ['chief@example.org', 'PENDING'],
        ['clerk@example.org', 'PENDING'],
      ],
    );
    expect(doc.attachment).toBeNull();
    await t.drain();
    expect((await t.outbox()).map((m) => m.to).sort()).toEqual(['chief@example.org', 'clerk@example.org']);
    // Saving again with one more reviewer mails only the new one; a removed reviewer's row goes.
    const again = (
      await post('/v1/base/documents', {
        id: doc.id,
        headline: doc.headline,
        approval: { emails: ['chief@example.org', 'elder@example.org'] },
      })
    ).json();
    expect(again.approval.emails).toEqual(['chief@example.org', 'elder@example.org']);
    await t.drain();
    expect((await t.outbox()).map((m) => m.to)).toHaveLength(3);
  });

  it('requires a community administrator', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/base/news' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/tags' })).statusCode).toBe(401);
  });
});
