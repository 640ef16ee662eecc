import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activityEvents, groupMembers, groups } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser, PASSWORD } from './helpers/factories';
import { login } from './helpers/session';

type H = { authorization: string };

describe('member app feed (/app/v1/feed)', () => {
  let t: TestContext;
  let admin: H;
  let community: { id: string; slug: string };
  let elder: { membershipId: string; auth: H };
  let youth: { membershipId: string; auth: H };
  let guest: H;
  let outsider: H;

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  async function member(communityId: string, slug: string, firstName: string) {
    const user = await createUser(t.database, { firstName });
    const m = await addMembership(t.database, user.id, communityId, { role: 'MEMBER' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/app/v1/auth/sign-in',
      payload: { credential: user.username, password: PASSWORD, communitySlug: slug },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return {
      membershipId: m.id,
      auth: { authorization: `Bearer ${res.json().accessToken}` },
      email: user.email,
    };
  }

  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database);
    community = a.community;
    admin = (await login(t.app, a.user.username)).auth;
    elder = await member(community.id, community.slug, 'Elder');
    youth = await member(community.id, community.slug, 'Youth');
    const g = await t.app.inject({
      method: 'POST',
      url: '/app/v1/guests/session',
      payload: { communitySlug: community.slug, deviceId: 'device-0001-abcd', platform: 'ios' },
    });
    guest = { authorization: `Bearer ${g.json().guestToken}` };
    const other = await createCommunityAdmin(t.database);
    outsider = (await member(other.community.id, other.community.slug, 'Outsider')).auth;
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: H, payload?: object) =>
    t.app.inject({ method, url, headers, payload });
  async function publish(kind: string, body: object, audience: object = {}) {
    const item = (await call('POST', `/v1/base/${kind}`, admin, body)).json();
    const res = await call('PATCH', `/v2/feed/publish/${item.id}`, admin, audience);
    expect(res.statusCode, res.body).toBe(200);
    t.clock.advance(1000);
    return item;
  }
  const feedOf = async (h: H) =>
    ((await call('GET', '/app/v1/feed?limit=50', h)).json().data as { headline: string }[]).map(
      (d) => d.headline,
    );

  it('shows each caller exactly what their access allows, pinned first then newest', async () => {
    const [eldersGroup] = await t.database.db
      .insert(groups)
      .values({ communityId: community.id, name: 'Elders', slug: 'elders' })
      .returning();
    await t.database.db
      .insert(groupMembers)
      .values({ groupId: eldersGroup.id, membershipId: elder.membershipId });
    await publish('news', { headline: 'Everyone' });
    await publish('news', { headline: 'Open' }, { open: true });
    await publish(
      'events',
      // An event is published only with a date.
      { headline: 'Elders lunch', dateTimes: [{ date: '2030-06-21', startTime: '12:00', endTime: '13:00' }] },
      { groups: [eldersGroup.id] },
    );
    await publish('news', { headline: 'For youth only' }, { recipients: [youth.membershipId] });
    const pinned = await publish('news', { headline: 'Pinned old' });
    await call('PATCH', `/v1/feedItem/pinned/${pinned.id}`, admin);
    await call('POST', '/v1/base/news', admin, { headline: 'Draft' });

    expect(await feedOf(elder.auth)).toEqual(['Pinned old', 'Elders lunch', 'Open', 'Everyone']);
    expect(await feedOf(youth.auth)).toEqual(['Pinned old', 'For youth only', 'Open', 'Everyone']);
    expect(await feedOf(guest)).toEqual(['Open']);
    expect(await feedOf(outsider)).toEqual([]);
    const page = (await call('GET', '/app/v1/feed?limit=2&offset=1', elder.auth)).json();
    expect(page.meta).toEqual({ current: 1, pages: 2, total: 4 });
    expect((await call('GET', '/app/v1/feed?search=lunch', elder.auth)).json().meta.total).toBe(1);
    expect((await call('GET', '/app/v1/feed', { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('records a view per read, and hides items the caller may not see', async () => {
    const open = await publish('news', { headline: 'Open', body: '<p>Hi</p>' }, { open: true });
    const members = await publish('news', { headline: 'Members' });
    const first = await call('GET', `/app/v1/feed/${open.id}`, elder.auth);
    expect(first.json()).toMatchObject({ id: open.id, body: '<p>Hi</p>', views: 1, liked: false });
    expect(first.json().recipients).toBeUndefined();
    expect((await call('GET', `/app/v1/feed/${open.id}`, guest)).json().views).toBe(2);
    expect((await call('GET', `/app/v1/feed/${members.id}`, guest)).statusCode).toBe(404);
    expect((await call('GET', `/app/v1/feed/${members.id}`, outsider)).statusCode).toBe(404);
    expect((await call('GET', '/app/v1/feed/not-an-id', elder.auth)).statusCode).toBe(404);
    const events = await t.database.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.feedItemId, open.id), eq(activityEvents.type, 'VIEW')));
    expect(events.map((e) => [e.type, e.membershipId !== null, e.guestId !== null]).sort()).toEqual([
      ['VIEW', false, true],
      ['VIEW', true, false],
    ]);
    expect(
      (await call('GET', '/v1/base/news', admin)).json().data.find((d: { id: string }) => d.id === open.id)
        .views,
    ).toBe(2);
  });

  it('likes and unlikes once per member or guest', async () => {
    const item = await publish('news', { headline: 'Open' }, { open: true });
    expect((await call('POST', `/app/v1/feed/${item.id}/like`, elder.auth)).json()).toEqual({
      liked: true,
      likes: 1,
    });
    expect((await call('POST', `/app/v1/feed/${item.id}/like`, elder.auth)).json()).toEqual({
      liked: true,
      likes: 1,
    });
    expect((await call('POST', `/app/v1/feed/${item.id}/like`, guest)).json()).toEqual({
      liked: true,
      likes: 2,
    });
    expect((await call('GET', `/app/v1/feed/${item.id}`, elder.auth)).json()).toMatchObject({
      liked: true,
      likes: 2,
    });
    expect((await call('DELETE', `/app/v1/feed/${item.id}/like`, elder.auth)).json()).toEqual({
      liked: false,
      likes: 1,
    });
    expect((await call('DELETE', `/app/v1/feed/${item.id}/like`, elder.auth)).json()).toEqual({
      liked: false,
      likes: 1,
    });
    expect((await call('POST', `/app/v1/feed/${item.id}/like`, outsider)).statusCode).toBe(404);
    // The reader's own events (sign-ins, guest sessions and the publish are recorded too).
    const types = (
      await t.database.db
        .select()
        .from(activityEvents)
        .where(inArray(activityEvents.type, ['VIEW', 'LIKE', 'UNLIKE']))
    )
      .map((e) => e.type)
      .sort();
    expect(types).toEqual(['LIKE', 'LIKE', 'UNLIKE', 'VIEW']);
  });

  it('checks a form submission, e-mails it readably and stores only the conversion', async () => {
    const form = await publish('forms', {
      headline: 'Housing application',
      emails: ['housing@example.org', 'clerk@example.org'],
      formNodes: [
        {
          header: 'Applicant',
          nodeInputs: [
            { label: 'Full name', type: 'SHORT_TEXT', isRequired: true },
            { label: 'Household size', type: 'NUMBER', isRequired: true },
            { label: 'E-mail', type: 'EMAIL' },
            { label: 'Phone', type: 'PHONE' },
            { label: 'Move-in date', type: 'DATE' },
            { label: 'Unit', type: 'SINGLE_CHOICE', values: ['1 bedroom', '2 bedrooms'] },
            { label: 'Needs', type: 'MULTIPLE_CHOICE', values: ['Ramp', 'Elevator'] },
            { label: 'I agree', type: 'CHECKBOX', isRequired: true },
            { label: 'Signature', type: 'SIGNATURE', isRequired: true },
            { label: 'Notes', type: 'LONG_TEXT' },
          ],
        },
      ],
    });
    const [name, size, mail, phone, date, unit, needs, agree, signature] = form.formNodes[0].nodeInputs.map(
      (i: { id: string }) => i.id,
    );
    const good = {
      [name]: 'Tala Morin',
      [size]: '4',
      [mail]: 'tala@example.org',
      [phone]: '+1 (204) 555-0100',
      [date]: '2030-07-01',
      [unit]: '2 bedrooms',
      [needs]: ['Ramp'],
      [agree]: true,
      [signature]: 'Tala Morin',
    };
    const submit = (answers: object, h: H = elder.auth) =>
      call('POST', `/app/v1/feed/${form.id}/form`, h, { answers });

    const missing = await submit({ ...good, [size]: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'INVALID_INPUT',
      message: 'Household size is required',
      field: size,
    });
    const bad: [string, unknown][] = [
      [size, 'four'],
      [mail, 'not-mail'],
      [phone, 'call me'],
      [date, '2030-02-31x'],
      [unit, '5 bedrooms'],
      [needs, ['Pool']],
      [agree, 'yes'],
    ];
    for (const [id, value] of bad) {
      const res = await submit({ ...good, [id]: value });
      expect(res.statusCode, `${id} ${JSON.stringify(value)}`).toBe(400);
      expect(res.json().field).toBe(id);
    }
    expect((await submit({ ...good })).json()).toEqual({ message: 'Thank you, your form has been sent' });
    await t.drain();
    const mails = await t.outbox();
    expect(mails.map((m) => m.to).sort()).toEqual(['clerk@example.org', 'housing@example.org']);
    expect(mails[0].subject).toContain('Housing application');
    expect(mails[0].text).toContain('Full name: Tala Morin');
    expect(mails[0].text).toContain('Needs: Ramp');
    expect(mails[0].text).toContain('Signed: Tala Morin');
    const events = await t.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.type, 'CONVERSION'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ detail: 'FORM', membershipId: elder.membershipId });
    // A members-only form is not there for a guest, nor for another community.
    expect((await submit(good, guest)).statusCode).toBe(404);
    expect((await submit(good, outsider)).statusCode).toBe(404);
  });

  it('records RSVPs to events and opened job links as conversions', async () => {
    const event = await publish('events', {
      headline: 'Powwow',
      dateTimes: [{ date: '2030-08-01', startTime: '12:00', endTime: '18:00' }],
    });
    const job = await publish('jobs', {
      headline: 'Band manager',
      external_url: 'https://jobs.example.org/42',
    });
    const news = await publish('news', { headline: 'News' });
    const rsvp = await call('POST', `/app/v1/feed/${event.id}/rsvp`, youth.auth, {
      dateTimeId: event.dateTimes[0].id,
    });
    expect(rsvp.json()).toEqual({ message: 'Thank you, your RSVP has been recorded' });
    expect(
      (await call('POST', `/app/v1/feed/${event.id}/rsvp`, youth.auth, { dateTimeId: news.id })).statusCode,
    ).toBe(400);
    expect((await call('POST', `/app/v1/feed/${news.id}/rsvp`, youth.auth, {})).statusCode).toBe(400);
    expect((await call('POST', `/app/v1/feed/${job.id}/open-link`, youth.auth)).json()).toEqual({
      url: 'https://jobs.example.org/42',
    });
    expect((await call('POST', `/app/v1/feed/${news.id}/open-link`, youth.auth)).statusCode).toBe(400);
    expect((await call('POST', `/app/v1/feed/${news.id}/form`, youth.auth, { answers: {} })).statusCode).toBe(
      400,
    );
    const conversions = await t.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.type, 'CONVERSION'));
    expect(conversions.map((c) => c.detail).sort()).toEqual(['JOB_LINK', 'RSVP']);
  });
});
