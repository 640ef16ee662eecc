import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { feedItemGroups, feedItems } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { addMembership, createCommunityAdmin, createUser } from './helpers/factories';
import { login } from './helpers/session';

const NOT_FOUND = 'Group was invalid or could not be found';
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('groups of a community', () => {
  let t: TestContext;
  let auth: { authorization: string };
  let members: string[];
  let foreignMember: string;
  let foreignAuth: { authorization: string };
  let foreignCommunity: string;

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database, { username: 'chief' });
    members = [];
    for (const first of ['Aiyana', 'Mason', 'Kaya']) {
      const u = await createUser(t.database, { firstName: first });
      members.push((await addMembership(t.database, u.id, a.community.id)).id);
    }
    const other = await createCommunityAdmin(t.database, { username: 'otherchief' });
    const u = await createUser(t.database);
    foreignMember = (await addMembership(t.database, u.id, other.community.id)).id;
    foreignCommunity = other.community.id;
    auth = (await login(t.app, 'chief')).auth;
    foreignAuth = (await login(t.app, 'otherchief')).auth;
  });

  const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = auth) =>
    t.app.inject({ method, url, payload, headers });

  it('creates groups with a derived slug, unique per community by name', async () => {
    const res = await req('POST', '/v1/groups', { group: '  Youth Council ', members: [members[0]] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ group: 'Youth Council', slug: 'youth-council', members: 1 });
    const dup = await req('POST', '/v1/groups', { group: 'youth  council!' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A group with this name already exists.');
    // Another community may use the same name.
    expect((await req('POST', '/v1/groups', { group: 'Youth Council' }, foreignAuth)).statusCode).toBe(201);
    expect((await req('POST', '/v1/groups', { group: '' })).statusCode).toBe(400);
    expect((await req('POST', '/v1/groups', { group: '!!!' })).statusCode).toBe(400);
    expect((await req('POST', '/v1/groups', {})).statusCode).toBe(400);
    // A foreign member cannot be put into a group: nothing is created.
    const bad = await req('POST', '/v1/groups', { group: 'Elders', members: [members[0], foreignMember] });
    expect(bad.statusCode).toBe(404);
    expect(
      (await req('GET', '/v1/groups/basic')).json().groups.map((g: { group: string }) => g.group),
    ).toEqual(['Youth Council']);
  });

  it('lists groups paged with member counts, and the basic list', async () => {
    for (const name of ['Elders', 'Youth', 'Staff']) await req('POST', '/v1/groups', { group: name });
    const youth = (await req('GET', '/v1/groups/group/youth')).json();
    await req('PATCH', `/v1/groups/${youth.id}`, { members });
    const res = await req('GET', '/v1/groups?filter=members&dir=desc&limit=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toEqual({ current: 0, pages: 2, total: 3 });
    expect(res.json().data[0]).toMatchObject({ group: 'Youth', members: 3 });
    const searched = await req('GET', '/v1/groups?search=eld');
    expect(searched.json().data.map((g: { group: string }) => g.group)).toEqual(['Elders']);
    expect((await req('GET', '/v1/groups?filter=slug')).statusCode).toBe(400);
    const basic = await req('GET', '/v1/groups/basic');
    expect(basic.json().groups.map((g: { group: string }) => g.group)).toEqual(['Elders', 'Staff', 'Youth']);
    expect(Object.keys(basic.json().groups[0]).sort()).toEqual(['group', 'id']);
  });

  it('renames and adds members; a missing, malformed or foreign id is the spec message', async () => {
    const g = (await req('POST', '/v1/groups', { group: 'Housing' })).json();
    const res = await req('PATCH', `/v1/groups/${g.id}`, {
      group: 'Housing Committee',
      members: [members[0], members[1]],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ group: 'Housing Committee', slug: 'housing-committee', members: 2 });
    // Adding again is harmless.
    expect((await req('PATCH', `/v1/groups/${g.id}`, { members: [members[0]] })).json().members).toBe(2);
    for (const url of [`/v1/groups/${MISSING}`, '/v1/groups/not-a-uuid', '/v1/groups']) {
      const r = await req('PATCH', url, { group: 'X' });
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe(NOT_FOUND);
    }
    const foreign = await req('PATCH', `/v1/groups/${g.id}`, { group: 'Mine' }, foreignAuth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(NOT_FOUND);
    // All-or-nothing: a foreign member fails the update and the name stays.
    const bad = await req('PATCH', `/v1/groups/${g.id}`, {
      group: 'Renamed',
      members: [members[2], foreignMember],
    });
    expect(bad.statusCode).toBe(404);
    expect((await req('GET', `/v1/groups/${g.id}`)).json().group).toMatchObject({
      group: 'Housing Committee',
      members: 2,
    });
    await req('POST', '/v1/groups', { group: 'Education' });
    expect((await req('PATCH', `/v1/groups/${g.id}`, { group: 'education' })).statusCode).toBe(409);
  });

  it('answers the group detail with its feed and members, and finds a group by name or slug', async () => {
    const g = (
      await req('POST', '/v1/groups', { group: 'Band Council', members: [members[0], members[1]] })
    ).json();
    const res = await req('GET', `/v1/groups/${g.id}?search=mason`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.group).toMatchObject({ id: g.id, group: 'Band Council', members: 2 });
    expect(body.groupFeed).toEqual({ data: [], meta: { current: 0, pages: 0, total: 0 } });
    expect(body.groupMembers.meta.total).toBe(1);
    expect(body.groupMembers.data[0]).toMatchObject({
      id: members[1],
      groups: [{ id: g.id, group: 'Band Council' }],
    });
    expect((await req('GET', '/v1/groups/group/Band%20Council')).json().id).toBe(g.id);
    expect((await req('GET', '/v1/groups/group/band-council')).json().id).toBe(g.id);
    const missing = await req('GET', '/v1/groups/group/nobody');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(NOT_FOUND);
    expect((await req('GET', '/v1/groups/group/band-council', undefined, foreignAuth)).statusCode).toBe(404);
    expect((await req('GET', `/v1/groups/${g.id}`, undefined, foreignAuth)).statusCode).toBe(404);
    expect((await req('GET', `/v1/groups/${g.id}?filter=password`)).statusCode).toBe(400);
  });

  it("answers the group's feed: items published to it, newest first, paged like the request", async () => {
    const g = (await req('POST', '/v1/groups', { group: 'Elders' })).json();
    const other = (await req('POST', '/v1/groups', { group: 'Youth' })).json();
    const item = async (path: string, headline: string, payload: object, groupIds: string[]) => {
      const id = (await req('POST', `/v1/base/${path}`, { headline, ...payload })).json().id as string;
      const res = await req('PATCH', `/v2/feed/publish/${id}`, { groups: groupIds });
      expect(res.statusCode).toBe(200);
      t.clock.advance(60_000);
      return id;
    };
    const older = await item('news', 'Council minutes', { body: '<p>Minutes</p>' }, [g.id]);
    const both = await item('news', 'Feast', { body: '<p>Friday</p>' }, [g.id, other.id]);
    const onlyOther = await item('news', 'Basketball', { body: '<p>Gym</p>' }, [other.id]);
    const everyone = await item('news', 'Newsletter', { body: '<p>All</p>' }, []);
    const deleted = await item('news', 'Withdrawn', { body: '<p>Gone</p>' }, [g.id]);
    expect((await req('PATCH', '/v2/feeds/batch/delete', { ids: [deleted] })).statusCode).toBe(200);
    // Scheduled for the group, not yet published: listed after everything published.
    const upcoming = (
      await req('POST', '/v1/base/news', { headline: 'Next meeting', body: '<p>Soon</p>' })
    ).json().id as string;
    const publishAt = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const scheduled = await req('PATCH', `/v2/feed/publish/${upcoming}`, { groups: [g.id], publishAt });
    expect(scheduled.json()).toMatchObject({ status: 'SCHEDULED', publishedOn: null });
    // Another community's item can never be in this group's feed, even if a row ties it to the group.
    const [foreign] = await t.database.db
      .insert(feedItems)
      .values({ communityId: foreignCommunity, kind: 'NEWS', headline: 'Not ours', status: 'PUBLISHED' })
      .returning();
    await t.database.db.insert(feedItemGroups).values({ feedItemId: foreign.id, groupId: g.id });

    const res = await req('GET', `/v1/groups/${g.id}`);
    expect(res.statusCode).toBe(200);
    const feed = res.json().groupFeed;
    expect(feed.meta).toEqual({ current: 0, pages: 1, total: 3 });
    expect(feed.data.map((e: { id: string }) => e.id)).toEqual([both, older, upcoming]);
    expect(feed.data[0]).toMatchObject({
      headline: 'Feast',
      feedItemType: 'NewsItem',
      status: 'PUBLISHED',
      access: 'GROUPS',
      isDeleted: false,
      publishedOn: expect.any(String),
    });
    expect(feed.data[2]).toMatchObject({ status: 'SCHEDULED', publishedOn: null });
    const ids = feed.data.map((e: { id: string }) => e.id);
    for (const absent of [onlyOther, everyone, deleted, foreign.id]) expect(ids).not.toContain(absent);

    const page2 = (await req('GET', `/v1/groups/${g.id}?offset=1&limit=2`)).json().groupFeed;
    expect(page2.meta).toEqual({ current: 1, pages: 2, total: 3 });
    expect(page2.data.map((e: { id: string }) => e.id)).toEqual([upcoming]);

    const youth = (await req('GET', `/v1/groups/${other.id}`)).json().groupFeed;
    expect(youth.data.map((e: { id: string }) => e.id)).toEqual([onlyOther, both]);
  });

  it('lists members in the group, and with excluded=true those not in it (the picker)', async () => {
    const g = (await req('POST', '/v1/groups', { group: 'Staff', members: [members[0]] })).json();
    const inGroup = await req('GET', `/v1/groups/${g.id}/members`);
    expect(inGroup.json().data.map((m: { id: string }) => m.id)).toEqual([members[0]]);
    const excluded = await req('GET', `/v1/groups/${g.id}/members?excluded=true&limit=100`);
    const ids = excluded.json().data.map((m: { id: string }) => m.id);
    expect(ids).toEqual(expect.arrayContaining([members[1], members[2]]));
    expect(ids).not.toContain(members[0]);
    expect(ids).not.toContain(foreignMember);
    expect((await req('GET', `/v1/groups/${MISSING}/members`)).statusCode).toBe(404);
    expect((await req('GET', `/v1/groups/${g.id}/members?excluded=perhaps`)).statusCode).toBe(400);
  });

  it('removes members from a group, all-or-nothing', async () => {
    const g = (await req('POST', '/v1/groups', { group: 'Elders', members })).json();
    const bad = await req('PATCH', `/v1/groups/${g.id}/members/remove`, {
      members: [members[0], foreignMember],
    });
    expect(bad.statusCode).toBe(404);
    expect((await req('GET', `/v1/groups/${g.id}`)).json().group.members).toBe(3);
    const res = await req('PATCH', `/v1/groups/${g.id}/members/remove`, {
      members: [members[0], members[1]],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().changed.sort()).toEqual([members[0], members[1]].sort());
    expect((await req('GET', `/v1/groups/${g.id}`)).json().group.members).toBe(1);
    expect((await req('PATCH', `/v1/groups/${g.id}/members/remove`, { members: [] })).statusCode).toBe(400);
    expect(
      (await req('PATCH', `/v1/groups/${MISSING}/members/remove`, { members: [members[2]] })).statusCode,
    ).toBe(404);
  });

  it("deletes a group, refused while it is some content's only audience", async () => {
    const g = (await req('POST', '/v1/groups', { group: 'Elders', members })).json();
    const other = (await req('POST', '/v1/groups', { group: 'Youth' })).json();
    const publish = async (headline: string, groupIds: string[]) => {
      const id = (await req('POST', '/v1/base/news', { headline, body: '<p>x</p>' })).json().id as string;
      expect((await req('PATCH', `/v2/feed/publish/${id}`, { groups: groupIds })).statusCode).toBe(200);
      return id;
    };
    const onlyElders = await publish('Council minutes', [g.id]);
    const both = await publish('Feast', [g.id, other.id]);

    const refused = await req('DELETE', `/v1/groups/${g.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This group is the only audience of some content. Give that content another audience, then delete the group.',
    );
    const french = await t.app.inject({
      method: 'DELETE',
      url: `/v1/groups/${g.id}`,
      headers: { ...auth, 'accept-language': 'fr' },
    });
    expect(french.json().message).toMatch(/^Ce groupe est le seul public/);
    // Another community's administrator, a missing or a malformed id: the spec's not-found message.
    for (const [url, headers] of [
      [`/v1/groups/${g.id}`, foreignAuth],
      [`/v1/groups/${MISSING}`, auth],
      ['/v1/groups/not-a-uuid', auth],
    ] as const) {
      const res = await req('DELETE', url, undefined, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NOT_FOUND);
    }

    // Once the group's own content is deleted, the group goes; shared content keeps its other group.
    expect((await req('PATCH', '/v2/feeds/batch/delete', { ids: [onlyElders] })).statusCode).toBe(200);
    const res = await req('DELETE', `/v1/groups/${g.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Group was deleted' });
    expect((await req('GET', `/v1/groups/${g.id}`)).statusCode).toBe(404);
    expect((await req('GET', '/v1/groups/basic')).json().groups).toEqual([{ id: other.id, group: 'Youth' }]);
    const youth = (await req('GET', `/v1/groups/${other.id}`)).json().groupFeed;
    expect(youth.data.map((e: { id: string }) => e.id)).toEqual([both]);
    // The members themselves stay in the community.
    const stillThere = await t.app.inject({ method: 'GET', url: `/v1/members?limit=100`, headers: auth });
    const listed = stillThere.json().data.map((m: { id: string }) => m.id);
    expect(listed).toEqual(expect.arrayContaining(members));
  });

  it('is for community administrators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/groups' })).statusCode).toBe(401);
  });
});
