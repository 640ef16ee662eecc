import { and, eq } from 'drizzle-orm';
import { communityMessages, DEFAULT_BRAND_COLOR } from '@gathering/contract';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema';
import { createCommunity, createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';
import { useCommunities } from './communities-fixtures';

// The colour of a community's member web app (issue 35): set by its own administrator in the console, dressed by the
// app (GET /app/v1/communities/{slug}: its colours, text on it black or white), in the trail.
describe('a community administrator sets the member web app’s colour', () => {
  const { t, platform } = useCommunities();

  const setColor = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/v1/community/brand-color', headers, payload });
  const branding = async (slug: string) =>
    (await t.app.inject({ method: 'GET', url: `/app/v1/communities/${slug}` })).json() as {
      colors: { primary: string; onPrimary: string };
    };

  it('sets it for its own community only, the app dresses in it, and null goes back to the default', async () => {
    const { community, user } = await createCommunityAdmin(t.database);
    const other = await createCommunity(t.database);
    const auth = (await login(t.app, user.username)).auth;
    expect((await branding(community.slug)).colors.primary).toBe(DEFAULT_BRAND_COLOR);

    const res = await setColor(auth, { brandColor: ' #F5C518 ', id: other.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: community.id, brandColor: '#f5c518' });
    // A light colour: its text is black.
    expect((await branding(community.slug)).colors).toMatchObject({
      primary: '#f5c518',
      onPrimary: '#000000',
    });
    expect((await branding(other.slug)).colors.primary).toBe(DEFAULT_BRAND_COLOR);

    const trail = await t.database.db
      .select({ changes: auditEvents.changes })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'communities.brand_color'), eq(auditEvents.communityId, community.id)),
      );
    expect(trail.map((r) => r.changes)).toEqual([{ brandColor: { before: null, after: '#f5c518' } }]);

    const back = await setColor(auth, { brandColor: null });
    expect(back.json().data.brandColor).toBeNull();
    expect((await branding(community.slug)).colors.primary).toBe(DEFAULT_BRAND_COLOR);
  });

  it('refuses what is not #rrggbb with a sentence, changes nothing, and is the community’s own setting', async () => {
    const { community, user } = await createCommunityAdmin(t.database);
    const auth = (await login(t.app, user.username)).auth;
    for (const brandColor of ['#12345', 'red', '#12345g', 42, '']) {
      const res = await setColor(auth, { brandColor });
      expect(res.statusCode, String(brandColor)).toBe(400);
      expect(res.json().message).toBe(communityMessages.brandColorInvalid);
    }
    expect((await setColor(auth, {})).statusCode).toBe(400);
    expect((await branding(community.slug)).colors.primary).toBe(DEFAULT_BRAND_COLOR);
    expect((await setColor(platform, { brandColor: '#112233' })).statusCode).toBe(403);
    expect((await setColor({}, { brandColor: '#112233' })).statusCode).toBe(401);
  });
});
