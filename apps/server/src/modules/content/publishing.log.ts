import type { PublishingLogList } from '@gathering/contract';
import { pageMeta } from '../../lib/paging';
import type { PublishingContext } from './publishing.context';

/** An item's publishing log, a page: who moved it when (the scheduler for a scheduled publish). */
export async function log(
  ctx: PublishingContext,
  communityId: string,
  id: string,
  offset: number,
  limit: number,
): Promise<PublishingLogList> {
  await ctx.content.view(communityId, id);
  const { rows, total } = await ctx.repo.logPage(ctx.db, id, offset, limit);
  return {
    data: rows.map((r) => ({
      id: r.id,
      logged: r.at.toISOString(),
      type: r.action as PublishingLogList['data'][number]['type'],
      email: r.email,
      name: r.email === null ? 'Scheduler' : `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || r.username!,
      scope: r.scope,
      username: r.username,
    })),
    meta: pageMeta(offset, limit, total),
  };
}
