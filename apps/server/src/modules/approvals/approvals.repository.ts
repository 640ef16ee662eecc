import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attachments, communities, documentApprovals, feedItems, users } from '../../db/schema';

export const approvalsRepository = {
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

  /** Keeps the approvals of these e-mails, adds the new ones (answered) and drops the others. */
  async syncApprovals(db: Executor, itemId: string, emails: string[]) {
    await db
      .delete(documentApprovals)
      .where(
        and(
          eq(documentApprovals.feedItemId, itemId),
          emails.length ? sql`${documentApprovals.email} <> all(${sql.param(emails)}::text[])` : undefined,
        ),
      );
    if (emails.length === 0) return [];
    const known = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails));
    const byEmail = new Map(known.map((u) => [u.email.toLowerCase(), u.id]));
    return db
      .insert(documentApprovals)
      .values(emails.map((email) => ({ feedItemId: itemId, email, userId: byEmail.get(email) ?? null })))
      .onConflictDoNothing()
      .returning();
  },

  /** A new file voids earlier decisions: approvers who had decided must review it again. */
  async resetDecidedApprovals(db: Executor, itemId: string) {
    return db
      .update(documentApprovals)
      .set({ status: 'PENDING', comments: '', decidedAt: null })
      .where(and(eq(documentApprovals.feedItemId, itemId), ne(documentApprovals.status, 'PENDING')))
      .returning();
  },
};

export type ApprovalsRepository = typeof approvalsRepository;
