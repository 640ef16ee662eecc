import { bodyImageAddresses } from './content.sanitize';
import type { Actor } from './content.service';
import type { PublishingContext } from './publishing.context';

/** Removes the item for good, with the files no other item uses (also from storage). */
export async function destroy(ctx: PublishingContext, actor: Actor, id: string): Promise<void> {
  const { db, repo } = ctx;
  const files = await db.transaction(async (tx) => {
    const [item] = await ctx.lockAll(tx, actor.communityId, [id], true);
    await repo.deleteItem(tx, item.id);
    await ctx.audit.record(tx, {
      communityId: actor.communityId,
      action: 'content.destroy',
      target: { kind: 'feed_item', id: item.id },
      before: item,
      after: null,
      only: ['kind', 'headline', 'status'],
    });
    const orphans = [
      ...(await repo.orphanAttachments(
        tx,
        [item.coverImageId, item.attachmentId].filter((x): x is string => !!x),
      )),
      ...(await repo.orphanBodyImages(tx, item.communityId, item.id, bodyImageAddresses(item.data))),
    ];
    await repo.deleteAttachments(
      tx,
      orphans.map((o) => o.id),
    );
    return orphans;
  });
  for (const f of files)
    await ctx.storage.remove(f.filePath).catch((err: unknown) => {
      // The row is gone, so nothing links to the file any more; a leftover only costs disk space.
      ctx.logger.warn({ err, key: f.filePath }, 'could not remove a destroyed item file');
    });
}
