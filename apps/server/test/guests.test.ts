import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guests } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';

describe('guests of a community', () => {
  let t: TestContext;
  let auth: { authorization: string };
  let communityId: string;
  let otherId: string;

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.reset();
    const a = await createCommunityAdmin(t.database, { username: 'chief' });
    communityId = a.community.id;
    otherId = (await createCommunityAdmin(t.database)).community.id;
    auth = (await login(t.app, 'chief')).auth;
    const day = 86_400_000;
    const now = Date.now();
    await t.database.db.insert(guests).values([
      {
        communityId,
        deviceId: 'device-aaaa',
        platform: 'ios',
        createdAt: new Date(now - 3 * day),
        lastLoginAt: new Date(now - day),
      },
      { communityId, deviceId: 'device-bbbb', platform: 'android', createdAt: new Date(now - 2 * day) },
      { communityId, deviceId: 'device-cccc', platform: 'android', deletedAt: new Date(now) },
      { communityId: otherId, deviceId: 'device-dddd', platform: 'ios' },
    ]);
  });

  const get = (url: string, headers: Record<string, string> = auth) =>
    t.app.inject({ method: 'GET', url, headers });

  it("lists the community's guests, newest first, with created and last-login times", async () => {
    const res = await get('/v2/guests');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ current: 0, pages: 1, total: 2 });
    expect(body.data.map((g: { platform: string }) => g.platform)).toEqual(['android', 'ios']);
    expect(body.data[1]).toMatchObject({
      isDeleted: false,
      isUpgraded: false,
      upgradedOn: null,
      lastLogin: expect.any(String),
      createdOn: expect.any(String),
    });
    expect(body.data[0].community).toMatch(/^Community/);
  });

  it('sorts, pages and shows the deleted view', async () => {
    const sorted = await get('/v2/guests?filter=lastLogin&dir=desc&limit=1&offset=1');
    expect(sorted.json().meta).toEqual({ current: 1, pages: 2, total: 2 });
    expect(sorted.json().data[0].platform).toBe('android');
    const deleted = await get('/v2/guests?deleted=true');
    expect(deleted.json().data).toMatchObject([{ platform: 'android', isDeleted: true }]);
  });

  it('refuses bad parameters and callers who are not community administrators', async () => {
    expect((await get('/v2/guests?filter=deviceId')).statusCode).toBe(400);
    expect((await get('/v2/guests?dir=up')).statusCode).toBe(400);
    expect((await get('/v2/guests?deleted=sometimes')).statusCode).toBe(400);
    expect((await get('/v2/guests', {})).statusCode).toBe(401);
  });
});
