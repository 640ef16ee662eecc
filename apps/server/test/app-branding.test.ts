import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appAccountMessages, communityBranding, DEFAULT_BRAND_COLOR } from '@gathering/contract';
import { communities } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers/app';
import { createCommunity } from './helpers/factories';

// A community's public face for its member web app at /c/<slug> (issue 35): its branding through the member API, the
// web app's manifest and the icons made from its logo. Public: no token, nothing but what its app shows anyone.
describe('member web app: a community by its slug, its manifest and icons', () => {
  let t: TestContext;
  let community: { id: string; slug: string; name: string };

  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    community = await createCommunity(t.database, { name: 'Piikani Nation', timeZone: 'America/Edmonton' });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers the branding without a token, and nothing private', async () => {
    const res = await get(`/app/v1/communities/${community.slug.toUpperCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = communityBranding.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'colors',
        'id',
        'languages',
        'logo',
        'manifest',
        'name',
        'slug',
        'timeZone',
        'webPushPublicKey',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: community.id,
      name: 'Piikani Nation',
      slug: community.slug,
      logo: null,
      colors: { primary: DEFAULT_BRAND_COLOR, onPrimary: '#ffffff', background: '#ffffff' },
      timeZone: 'America/Edmonton',
      manifest: `/c/${community.slug}/manifest.webmanifest`,
      webPushPublicKey: t.config.webPush.publicKey,
    });
    expect(body.languages.filter((l) => l.isDefault)).toHaveLength(1);
    expect(Buffer.from(body.webPushPublicKey, 'base64url')).toHaveLength(65);
    // Revalidation with nothing new costs a 304 and no body.
    const again = await get(`/app/v1/communities/${community.slug}`, {
      'if-none-match': res.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 with a sentence for an unknown slug, on every address of the web app', async () => {
    const res = await get('/app/v1/communities/no-such-community');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(appAccountMessages.communityNotFound);
    expect((await get('/c/no-such-community/manifest.webmanifest')).statusCode).toBe(404);
    expect((await get('/c/no-such-community/icons/192.png')).statusCode).toBe(404);
  });

  it("follows the community's colour, with the text colour that contrasts most", async () => {
    await t.database.db
      .update(communities)
      .set({ brandColor: '#ffd43b' })
      .where(eq(communities.id, community.id));
    const body = (await get(`/app/v1/communities/${community.slug}`)).json();
    expect(body.colors).toEqual({ primary: '#ffd43b', onPrimary: '#000000', background: '#ffffff' });
  });

  it('serves an installable manifest scoped to /c/<slug>/ whose icons are PNGs of the right sizes', async () => {
    const res = await get(`/c/${community.slug}/manifest.webmanifest`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(res.body);
    expect(manifest).toMatchObject({
      id: `/c/${community.slug}/`,
      name: 'Piikani Nation',
      short_name: 'Piikani',
      start_url: `/c/${community.slug}/`,
      scope: `/c/${community.slug}/`,
      display: 'standalone',
      theme_color: DEFAULT_BRAND_COLOR,
      background_color: '#ffffff',
      lang: 'en',
    });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '192x192 maskable',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const png = await get(icon.src);
      expect(png.statusCode, icon.src).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      // The manifest's address carries the icon's version: cached for good.
      expect(png.headers['cache-control']).toContain('immutable');
      const meta = await sharp(png.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe('png');
      const revalidated = await get(icon.src, { 'if-none-match': png.headers.etag as string });
      expect(revalidated.statusCode).toBe(304);
    }
    // Another colour is another icon, at another address.
    await t.database.db
      .update(communities)
      .set({ brandColor: '#2b8a3e' })
      .where(eq(communities.id, community.id));
    const next = JSON.parse((await get(`/c/${community.slug}/manifest.webmanifest`)).body);
    expect(next.icons[0].src).not.toBe(manifest.icons[0].src);
    expect(next.theme_color).toBe('#2b8a3e');
  });

  it('refuses an icon file that is not one of the four', async () => {
    for (const file of ['1024.png', '..%2F..%2Fetc%2Fpasswd', 'maskable-192.svg'])
      expect((await get(`/c/${community.slug}/icons/${file}`)).statusCode, file).toBe(400);
  });
});
