import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communities, communityClosings, users } from '../../db/schema';

export type ClosingRow = typeof communityClosings.$inferSelect;

/** A community's closing (its grace period) and, at its end, the removal of the community's own row. */
export const closingsRepository = {
  async find(db: Executor, communityId: string) {
    const [row] = await db
      .select({
        communityId: communityClosings.communityId,
        closedAt: communityClosings.closedAt,
        deletionDueAt: communityClosings.deletionDueAt,
        closedBy: communityClosings.closedBy,
        closedByEmail: users.email,
        reminderSentAt: communityClosings.reminderSentAt,
      })
      .from(communityClosings)
      .leftJoin(users, eq(users.id, communityClosings.closedBy))
      .where(eq(communityClosings.communityId, communityId));
    return row;
  },

  /** Answers null when the community was already closing (a double click, a second tab). */
  async insert(db: Executor, row: typeof communityClosings.$inferInsert): Promise<ClosingRow | null> {
    const [inserted] = await db.insert(communityClosings).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  async remove(db: Executor, communityId: string): Promise<boolean> {
    const rows = await db
      .delete(communityClosings)
      .where(eq(communityClosings.communityId, communityId))
      .returning({ id: communityClosings.communityId });
    return rows.length > 0;
  },

  /** The ids of every closing community (a handful at most). */
  async closingIds(db: Executor): Promise<string[]> {
    const rows = await db.select({ id: communityClosings.communityId }).from(communityClosings);
    return rows.map((r) => r.id);
  },

  /** Every closing community's id and slug, for the member app's guard (a request names one or the other). */
  async closingCommunities(db: Executor): Promise<{ id: string; slug: string }[]> {
    return db
      .select({ id: communityClosings.communityId, slug: communities.slug })
      .from(communityClosings)
      .innerJoin(communities, eq(communities.id, communityClosings.communityId));
  },

  /** Closings whose reminder is due (deletion within `before`) and not yet sent. */
  async dueReminders(db: Executor, at: Date) {
    return db
      .select({
        communityId: communityClosings.communityId,
        deletionDueAt: communityClosings.deletionDueAt,
        name: communities.name,
      })
      .from(communityClosings)
      .innerJoin(communities, eq(communities.id, communityClosings.communityId))
      .where(and(isNull(communityClosings.reminderSentAt), lte(communityClosings.deletionDueAt, at)))
      .orderBy(asc(communityClosings.deletionDueAt));
  },

  /** Claims the reminder: true for the one run that marks it (a retry or a second server gets false). */
  async claimReminder(db: Executor, communityId: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(communityClosings)
      .set({ reminderSentAt: at })
      .where(and(eq(communityClosings.communityId, communityId), isNull(communityClosings.reminderSentAt)))
      .returning({ id: communityClosings.communityId });
    return rows.length > 0;
  },

  /** Closings whose grace period is over. */
  async due(db: Executor, at: Date): Promise<{ communityId: string; deletionDueAt: Date }[]> {
    return db
      .select({ communityId: communityClosings.communityId, deletionDueAt: communityClosings.deletionDueAt })
      .from(communityClosings)
      .where(lte(communityClosings.deletionDueAt, at))
      .orderBy(asc(communityClosings.deletionDueAt));
  },

  /**
   * The deletion's claim: locks the closing row for the transaction and answers it when it is still there and due.
   * A second server (or a retry after a commit) waits on the lock, then finds the row gone with its community.
   */
  async lockDue(db: Executor, communityId: string, at: Date): Promise<ClosingRow | undefined> {
    const [row] = await db
      .select()
      .from(communityClosings)
      .where(and(eq(communityClosings.communityId, communityId), lte(communityClosings.deletionDueAt, at)))
      .for('update');
    return row;
  },

  /** Deletes the community's row: every table holding a foreign key to it follows by its ON DELETE CASCADE. */
  async deleteCommunity(db: Executor, communityId: string): Promise<void> {
    await db.delete(communities).where(eq(communities.id, communityId));
  },
};

export type ClosingsRepository = typeof closingsRepository;
