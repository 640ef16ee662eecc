import { describe, expect, it } from 'vitest';
import { messages } from '@gathering/contract';
import { createCommunity } from './helpers/factories';
import { seedCommunitiesDemo } from '../src/demo/communities.demo';
import { useCommunities } from './communities-fixtures';

describe('communities', () => {
  const { t, platform } = useCommunities();

  it('adds app-version updates; the community version follows the highest release', async () => {
    const c = await createCommunity(t.database, { appVersion: '1.0.0' });
    const add = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/v2/community/app-update', headers: platform, payload });
    const first = await add({
      communityId: c.id,
      identifier: 'Spring release',
      appVersion: '1.2.0',
      releaseDate: '2025-03-01',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.appVersion).toBe('1.2.0');
    const older = await add({
      communityId: c.id,
      identifier: 'Hotfix',
      appVersion: '1.1.5',
      releaseDate: '2025-02-01',
    });
    expect(older.json().data.appVersion).toBe('1.2.0');
    const pre = await add({
      communityId: c.id,
      identifier: 'Beta',
      appVersion: '1.2.0-beta.1',
      releaseDate: '2025-02-20',
    });
    expect(pre.json().data.appVersion).toBe('1.2.0');
    const latest = (
      await add({ communityId: c.id, identifier: 'Fall', appVersion: '1.10.0', releaseDate: '2025-09-01' })
    ).json().data;
    expect(latest.appVersion).toBe('1.10.0');
    expect(latest.updates.map((u: { identifier: string }) => u.identifier)).toEqual([
      'Fall',
      'Spring release',
      'Beta',
      'Hotfix',
    ]);
    expect(latest.updates[0]).toMatchObject({ appVersion: '1.10.0', releaseDate: '2025-09-01' });

    expect(
      (await add({ communityId: c.id, identifier: 'x', appVersion: '1.0', releaseDate: '2025-01-01' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await add({ communityId: c.id, identifier: 'x', appVersion: '1.0.0', releaseDate: '01/02/2025' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await add({ communityId: c.id, identifier: '', appVersion: '1.0.0', releaseDate: '2025-01-01' }))
        .statusCode,
    ).toBe(400);
    const missing = await add({
      communityId: '00000000-0000-4000-8000-000000000000',
      identifier: 'x',
      appVersion: '1.0.0',
      releaseDate: '2025-01-01',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.communityNotFound);
  });

  it('gives every demo community bundle ids, a version with history, a logo and push credentials', async () => {
    const a = await createCommunity(t.database, { slug: 'demo-nation' });
    const b = await createCommunity(t.database, { slug: 'river-valley-council' });
    await seedCommunitiesDemo({
      database: t.database,
      communities: { 'demo-nation': a.id, 'river-valley-council': b.id },
      password: 'x',
      passwordHash: 'x',
      config: t.config,
      queue: t.app.queue,
    });
    for (const c of [a, b]) {
      const { data } = (
        await t.app.inject({ method: 'GET', url: `/v1/community/${c.id}`, headers: platform })
      ).json();
      expect(data.androidBundleId).toMatch(/^ca\.gathering\.[a-z0-9]+$/);
      expect(data.iosBundleId).toMatch(/^ca\.gathering\.[a-z0-9]+\.ios$/);
      expect(data.updates.length).toBeGreaterThanOrEqual(2);
      expect(data.appVersion).toBe(data.updates[0].appVersion);
      expect(data.push.apn).toMatchObject({ isSet: true });
      expect(data.push.apn.keyId).toMatch(/^[A-Z0-9]{10}$/);
      expect(data.push.gcm).toMatchObject({ isSet: true });
      const logo = await t.app.inject({ method: 'GET', url: new URL(data.logo).pathname });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
  });
});
