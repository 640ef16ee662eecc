import {
  communityMessages,
  slugify,
  type CommunityDetail,
  type CreateCommunityBody,
} from '@gathering/contract';
import { badRequest, conflict } from '../../lib/errors';
import { communitiesRepository as repo } from './communities.repository';
import type { CommunitiesContext } from './communities.context';

/** A new community (platform administrators); its slug made from its name unless given, and free. */
export async function create(ctx: CommunitiesContext, body: CreateCommunityBody): Promise<CommunityDetail> {
  const { db } = ctx;
  const slug = body.slug ?? slugify(body.name);
  if (slug.length < 2) throw badRequest(communityMessages.slugInvalid, 'slug');
  if (await repo.slugTaken(db, slug)) throw conflict(communityMessages.slugTaken, 'slug');
  const row = await ctx.guardSlug(() =>
    db.transaction(async (tx) => {
      const made = await repo.insert(tx, { ...body, logo: ctx.storedLogo(body.logo), slug });
      await ctx.trail(tx, 'communities.create', null, made);
      return made;
    }),
  );
  return ctx.detail(row);
}
