import {
  messages,
  type BasicCommunitiesResponse,
  type CommunityDetail,
  type CommunityListQuery,
  type CommunityListResponse,
  type PushHealth,
} from '@gathering/contract';
import { forbidden, notFound } from '../../lib/errors';
import { pageMeta } from '../../lib/paging';
import type { AuthRow } from '../../plugins/auth';
import { communitiesRepository as repo } from './communities.repository';
import { DAY_MS, iso, type CommunitiesContext } from './communities.context';

/** The platform's list of communities, a page, with their last 30 days' figures. */
export async function list(ctx: CommunitiesContext, q: CommunityListQuery): Promise<CommunityListResponse> {
  const since = new Date(ctx.clock.now().getTime() - 30 * DAY_MS);
  const { rows, total } = await repo.list(ctx.db, q, since);
  return {
    data: rows.map(({ createdAt, pushHealth, deletionDueAt, ...r }) => ({
      ...r,
      deletionDueAt: iso(deletionDueAt),
      logo: ctx.addresses.publicAddressOrNull(r.logo),
      pushHealth: pushHealth as PushHealth | null,
      createdOn: createdAt.toISOString(),
    })),
    meta: pageMeta(q.offset, q.limit, total),
  };
}

/** Every community's id and name, for pickers. */
export async function basic(ctx: CommunitiesContext): Promise<BasicCommunitiesResponse> {
  return { communities: await repo.basic(ctx.db) };
}

/** The caller's own community; a platform administrator has none (404). */
export async function own(ctx: CommunitiesContext, auth: AuthRow): Promise<CommunityDetail> {
  if (!auth.communityId) throw notFound(messages.communityNotFound);
  // The console's view (bundle ids, push key ids, subscription) is for the community's administrators; a
  // member's app session shares the token scheme but not this right.
  if (auth.role !== 'ADMIN') throw forbidden();
  return ctx.detail(await ctx.find(auth.communityId));
}
