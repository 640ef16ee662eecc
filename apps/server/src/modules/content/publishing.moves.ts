import {
  contentMessages,
  restoreMessages,
  type ContentAccess,
  type FeedItemDetail,
} from '@gathering/contract';
import { conflict } from '../../lib/errors';
import type { FeedItemRow, NewFeedItem } from './content.repository';
import type { Actor } from './content.service';
import type { PublishingContext } from './publishing.context';

export type BatchAction = 'retract' | 'archive' | 'delete';
const LOG_OF: Record<BatchAction, string> = { retract: 'RETRACTED', archive: 'ARCHIVED', delete: 'DELETED' };

/**
 * Moves items from one state to another: every item named is locked and checked first (one missing, another
 * community's or in the wrong state: none changes), then changed, ranked again and logged, in one transaction.
 */
async function change(
  ctx: PublishingContext,
  actor: Actor,
  ids: string[],
  action: string,
  values: (row: FeedItemRow, now: Date) => Partial<NewFeedItem>,
  check?: (row: FeedItemRow) => void,
  includeDeleted = false,
): Promise<FeedItemRow[]> {
  const { db, clock, repo } = ctx;
  return db.transaction(async (tx) => {
    const rows = await ctx.lockAll(tx, actor.communityId, ids, includeDeleted);
    rows.forEach((r) => check?.(r));
    const now = clock.now();
    const updated: FeedItemRow[] = [];
    for (const r of rows)
      updated.push(
        ...(await repo.update(tx, [r.id], { ...values(r, now), updatedBy: actor.userId, updatedAt: now })),
      );
    await repo.refreshRanks(
      tx,
      rows.map((r) => r.id),
    );
    await repo.log(
      tx,
      rows.map((r) => ({
        communityId: actor.communityId,
        feedItemId: r.id,
        actorUserId: actor.userId,
        action,
        at: now,
      })),
    );
    return updated;
  });
}

const retractable = (r: FeedItemRow) => {
  if (r.status !== 'PUBLISHED' && r.status !== 'SCHEDULED') throw conflict(contentMessages.notPublished);
};
const BATCH: Record<
  BatchAction,
  { values: (row: FeedItemRow, now: Date) => Partial<NewFeedItem>; check?: (r: FeedItemRow) => void }
> = {
  retract: {
    values: () => ({ status: 'RETRACTED', publishAt: null, publishZone: null }),
    check: retractable,
  },
  archive: { values: () => ({ status: 'ARCHIVED', publishAt: null, publishZone: null }) },
  delete: { values: (_, now) => ({ deletedAt: now, publishAt: null, pinned: false, featured: false }) },
};

/** A live or scheduled item taken back (it stays, unpublished, as RETRACTED). */
export async function retract(ctx: PublishingContext, actor: Actor, id: string): Promise<FeedItemDetail> {
  const [row] = await change(ctx, actor, [id], 'RETRACTED', BATCH.retract.values, retractable);
  return ctx.content.detail(row);
}

export async function archive(ctx: PublishingContext, actor: Actor, id: string): Promise<FeedItemDetail> {
  const [row] = await change(ctx, actor, [id], 'ARCHIVED', BATCH.archive.values);
  return ctx.content.detail(row);
}

/** An archived or deleted item back as a DRAFT; anything else is a 409 (nothing to restore). */
export async function restore(ctx: PublishingContext, actor: Actor, id: string): Promise<FeedItemDetail> {
  const [row] = await change(
    ctx,
    actor,
    [id],
    'RESTORED',
    () => ({
      status: 'DRAFT',
      deletedAt: null,
      publishAt: null,
      publishZone: null,
      pinned: false,
      featured: false,
    }),
    (r) => {
      if (r.status !== 'ARCHIVED' && !r.deletedAt) throw conflict(restoreMessages.notRestorable);
    },
    true,
  );
  return ctx.content.detail(row);
}

/** Retract, archive or delete several items at once: all of them, or none; answers how many. */
export async function batch(
  ctx: PublishingContext,
  actor: Actor,
  action: BatchAction,
  ids: string[],
): Promise<number> {
  const { values, check } = BATCH[action];
  return (await change(ctx, actor, ids, LOG_OF[action], values, check)).length;
}

/** Pinned to the top of the feed (with the access a pin may set), or unpinned. */
export async function pin(
  ctx: PublishingContext,
  actor: Actor,
  id: string,
  pinned: boolean,
  access?: ContentAccess,
): Promise<FeedItemDetail> {
  const [row] = await change(ctx, actor, [id], pinned ? 'PINNED' : 'UNPINNED', () =>
    access ? { pinned, access } : { pinned },
  );
  return ctx.content.detail(row);
}
