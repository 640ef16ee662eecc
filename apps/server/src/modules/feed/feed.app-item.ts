import type { AppFeedItem } from '@gathering/contract';
import type { FeedContext } from './feed.context';
import { feedRepository as repo, type Viewer } from './feed.repository';

/** One item; reading it records a view (analytics counts unique viewers from the events). */
export async function appItem(ctx: FeedContext, v: Viewer, id: string): Promise<AppFeedItem> {
  const { db, clock, content } = ctx;
  const row = await ctx.visible(v, id);
  await db.transaction(async (tx) => {
    await repo.record(tx, v, { feedItemId: row.id, type: 'VIEW', at: clock.now() });
    await ctx.counters.countView(tx, row.id);
  });
  const [item] = ctx.toApp([{ ...row, viewCount: row.viewCount + 1 }], {
    files: await content.files(db, v.communityId, [row]),
    approvals: await repo.approvalsOf(db, row.kind === 'DOCUMENT' ? [row.id] : []),
    liked: await repo.likedAmong(db, v, [row.id]),
    versions: await content.versions(db, [row.id]),
    readerLanguages: v.languages,
    communityDefault: await ctx.defaultLanguage(v.communityId),
  });
  return item;
}
