import type { FeedContext } from './feed.context';
import { feedRepository as repo, type Viewer } from './feed.repository';

/** A like or its withdrawal, counted once per reader; answers the item's likes. */
export async function like(ctx: FeedContext, v: Viewer, id: string, liked: boolean) {
  const { db, clock } = ctx;
  const row = await ctx.visible(v, id);
  await db.transaction(async (tx) => {
    const now = clock.now();
    if (await repo.setLike(tx, v, row.id, liked, now)) {
      await ctx.counters.countLike(tx, row.id, liked);
      await repo.record(tx, v, { feedItemId: row.id, type: liked ? 'LIKE' : 'UNLIKE', at: now });
    }
  });
  return { liked, likes: await repo.likeCount(db, row.id) };
}
