import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attachments, communities, documentApprovals, feedItems } from '../../db/schema';

export const approvalsRepository = {
  async communityName(db: Executor, communityId: string): Promise<string> {
    const [row] = await db
      .select({ name: communities.name })
      .from(communities)
      .where(eq(communities.id, communityId));
    return row?.name ?? 'Gathering';
  },

  /** The approval with its (not deleted) document and community, for the public review page. */
  async findForReview(db: Executor, approvalId: string) {
    const [row] = await db
      .select({
        approval: documentApprovals,
        item: feedItems,
        community: communities.name,
        file: attachments,
      })
      .from(documentApprovals)
      .innerJoin(feedItems, eq(feedItems.id, documentApprovals.feedItemId))
      .innerJoin(communities, eq(communities.id, feedItems.communityId))
      .leftJoin(attachments, eq(attachments.id, feedItems.attachmentId))
      .where(eq(documentApprovals.id, approvalId));
    if (!row || row.item.deletedAt) return undefined;
    return row;
  },

  /** Records a decision once: of two concurrent decisions, only the first counts. */
  async decide(
    db: Executor,
    approvalId: string,
    status: string,
    comments: string,
    at: Date,
  ): Promise<boolean> {
    const rows = await db
      .update(documentApprovals)
      .set({ status, comments, decidedAt: at })
      .where(and(eq(documentApprovals.id, approvalId), eq(documentApprovals.status, 'PENDING')))
      .returning({ id: documentApprovals.id });
    return rows.length === 1;
  },
};
