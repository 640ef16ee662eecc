import { describe, expect, it } from 'vitest';
import { communityMessages, messages } from '@gathering/contract';
import { createCommunity, createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';
import { useCommunities } from './communities-fixtures';

describe('communities', () => {
  const { t, platform, create } = useCommunities();

  it('creates a community with a slug derived from its name, and shows it in full', async () => {
    const res = await create({
      name: 'Rivière Valley  Nation!',
      androidBundleId: 'ca.rivervalley.app',
      iosBundleId: 'ca.river-valley.app',
      appVersion: '1.2.0',
      subscription: 'PREMIUM',
      population: 1800,
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: 'Rivière Valley  Nation!',
      slug: 'riviere-valley-nation',
      status: 'ONBOARDING',
      subscription: 'PREMIUM',
      contactPermission: false,
      population: 1800,
      logo: null,
      updates: [],
      push: { apn: { isSet: false }, gcm: { isSet: false } },
      lastSummaryAt: null,
      summaryRequestedAt: null,
    });
    const got = await t.app.inject({ method: 'GET', url: `/v1/community/${data.id}`, headers: platform });
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toEqual(data);
  });

  it('rejects bad bundle ids, versions, slugs and statuses with 400', async () => {
    for (const [payload, field] of [
      [{ name: 'A', androidBundleId: 'app' }, 'androidBundleId'],
      [{ name: 'A', androidBundleId: 'ca.1river.app' }, 'androidBundleId'],
      [{ name: 'A', iosBundleId: 'ca..app' }, 'iosBundleId'],
      [{ name: 'A', appVersion: 'v1.2' }, 'appVersion'],
      [{ name: 'A', appVersion: '1.02.3' }, 'appVersion'],
      [{ name: 'A', slug: 'Bad Slug' }, 'slug'],
      [{ name: 'A', status: 'GONE' }, 'status'],
      [{ name: 'A', subscription: 'GOLD' }, 'subscription'],
      [{ name: '' }, 'name'],
    ] as const) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const bundle = await create({ name: 'A', androidBundleId: 'app' });
    expect(bundle.json().message).toContain(communityMessages.bundleIdInvalid);
  });

  it('answers 409 for a slug already in use, derived or given', async () => {
    expect((await create({ name: 'Cree Nation' })).statusCode).toBe(201);
    const again = await create({ name: 'Cree   Nation' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: communityMessages.slugTaken, field: 'slug' });
    expect((await create({ name: 'Other', slug: 'cree-nation' })).statusCode).toBe(409);
    expect((await create({ name: 'Other', slug: 'cree-nation-2' })).statusCode).toBe(201);
  });

  it('updates a community; unknown, malformed or missing ids are "Community was invalid or could not be found"', async () => {
    const a = await createCommunity(t.database, { slug: 'taken-slug' });
    const b = await createCommunity(t.database);
    const patch = (url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: platform, payload });

    const ok = await patch(`/v1/community/${b.id}`, {
      name: 'Renamed',
      slug: 'renamed',
      status: 'SUSPENDED',
      iosBundleId: 'org.renamed.ios',
      population: null,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      name: 'Renamed',
      slug: 'renamed',
      status: 'SUSPENDED',
      population: null,
    });

    expect((await patch(`/v1/community/${b.id}`, { slug: 'taken-slug' })).statusCode).toBe(409);
    expect((await patch(`/v1/community/${a.id}`, { slug: 'taken-slug' })).statusCode).toBe(200);
    expect((await patch(`/v1/community/${b.id}`, { androidBundleId: 'nodots' })).statusCode).toBe(400);

    for (const url of [
      '/v1/community/00000000-0000-4000-8000-000000000000',
      '/v1/community/not-a-uuid',
      '/v1/community',
    ]) {
      const res = await patch(url, { name: 'X' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: messages.communityNotFound });
    }
  });

  it('lets a community administrator set the contact permission of their own community only', async () => {
    const { community, user } = await createCommunityAdmin(t.database);
    const other = await createCommunity(t.database);
    const auth = (await login(t.app, user.username)).auth;
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/community/contact/permission',
      headers: auth,
      payload: { contactPermission: true, id: other.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: community.id, contactPermission: true });
    const otherNow = await t.app.inject({
      method: 'GET',
      url: `/v1/community/${other.id}`,
      headers: platform,
    });
    expect(otherNow.json().data.contactPermission).toBe(false);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/v1/community/contact/permission',
      headers: auth,
      payload: { contactPermission: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const byPlatform = await t.app.inject({
      method: 'PATCH',
      url: '/v1/community/contact/permission',
      headers: platform,
      payload: { contactPermission: true },
    });
    expect(byPlatform.statusCode).toBe(403);
  });
});
