import type { FeedList } from '@gathering/contract';
import { pageMeta } from '../../lib/paging';
import type { FeedContext, Page } from './feed.context';
import { feedRepository as repo } from './feed.repository';

type Extra = ReturnType<typeof repo.featured>;

/** The console's lists of a community's feed: all its items, the open ones, the pinned, the featured. */
export async function consoleList(
  ctx: FeedContext,
  communityId: string,
  q: Page & { extra?: Extra },
): Promise<FeedList> {
  const { rows, total } = await repo.page(ctx.db, communityId, q);
  return { data: await ctx.content.listEntries(communityId, rows), meta: pageMeta(q.offset, q.limit, total) };
}
