import {
  communityMessages,
  type AppUpdateBody,
  type CommunityDetail,
  type UpdateCommunityBody,
} from '@gathering/contract';
import { conflict } from '../../lib/errors';
import type { AuthRow } from '../../plugins/auth';
import { communitiesRepository as repo } from './communities.repository';
import type { CommunitiesContext } from './communities.context';
import { compareSemver } from './semver';

/** A community's profile and settings (platform administrators); its slug stays free. */
export async function update(
  ctx: CommunitiesContext,
  id: string | undefined,
  body: UpdateCommunityBody,
): Promise<CommunityDetail> {
  const { db, clock } = ctx;
  const current = await ctx.find(id);
  if (body.slug && (await repo.slugTaken(db, body.slug, current.id)))
    throw conflict(communityMessages.slugTaken, 'slug');
  const row = await ctx.guardSlug(() =>
    db.transaction(async (tx) => {
      const changed = await repo.update(tx, current.id, {
        ...body,
        logo: ctx.storedLogo(body.logo),
        updatedAt: clock.now(),
      });
      if (changed) await ctx.trail(tx, 'communities.update', current, changed);
      return changed;
    }),
  );
  return ctx.detail(row ?? current);
}

/** A release of the community's app; the community's version follows its newest release. */
export async function addAppUpdate(
  ctx: CommunitiesContext,
  body: AppUpdateBody,
  auth: AuthRow,
): Promise<CommunityDetail> {
  const { db, clock } = ctx;
  const current = await ctx.find(body.communityId);
  const row = await db.transaction(async (tx) => {
    await repo.insertUpdate(tx, {
      communityId: current.id,
      identifier: body.identifier,
      appVersion: body.appVersion,
      releaseDate: body.releaseDate,
      createdBy: auth.userId,
    });
    // The community's version follows its newest release; an older entry is history only.
    await ctx.trail(tx, 'communities.app_update', null, { id: current.id, ...body }, [
      'identifier',
      'appVersion',
      'releaseDate',
    ]);
    if (!current.appVersion || compareSemver(body.appVersion, current.appVersion) > 0)
      return repo.update(tx, current.id, { appVersion: body.appVersion, updatedAt: clock.now() });
    return current;
  });
  return ctx.detail(row ?? current);
}

/** Whether the platform may contact the community's administrators (their own community's setting). */
export async function setContactPermission(
  ctx: CommunitiesContext,
  auth: AuthRow,
  contactPermission: boolean,
): Promise<CommunityDetail> {
  const { db, clock } = ctx;
  const current = await ctx.find(auth.communityId ?? undefined);
  const row = await db.transaction(async (tx) => {
    const changed = await repo.update(tx, current.id, { contactPermission, updatedAt: clock.now() });
    if (changed)
      await ctx.trail(tx, 'communities.contact_permission', current, changed, ['contactPermission']);
    return changed;
  });
  return ctx.detail(row ?? current);
}

/** The member web app's colour (issue 35): the community's own, or null for the default. */
export async function setBrandColor(
  ctx: CommunitiesContext,
  auth: AuthRow,
  brandColor: string | null,
): Promise<CommunityDetail> {
  const { db, clock } = ctx;
  const current = await ctx.find(auth.communityId ?? undefined);
  const row = await db.transaction(async (tx) => {
    const changed = await repo.update(tx, current.id, { brandColor, updatedAt: clock.now() });
    if (changed && changed.brandColor !== current.brandColor)
      await ctx.trail(tx, 'communities.brand_color', current, changed, ['brandColor']);
    return changed;
  });
  return ctx.detail(row ?? current);
}
