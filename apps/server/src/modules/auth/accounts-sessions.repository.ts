import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';

/** Sessions ended by a change of account or membership (part of accounts.repository.ts). */
export const accountSessionsRepository = {
  async revokeSessions(db: Executor, userId: string, reason: string, now: Date, communityId?: string) {
    await db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          communityId ? eq(sessions.communityId, communityId) : undefined,
        ),
      );
  },

  /** Ends the sessions users hold in one community (other communities' sessions stay). */
  async revokeCommunitySessions(
    db: Executor,
    userIds: string[],
    communityId: string,
    reason: string,
    at: Date,
  ) {
    if (userIds.length === 0) return;
    await db
      .update(sessions)
      .set({ revokedAt: at, revokedReason: reason })
      .where(
        and(
          inArray(sessions.userId, userIds),
          eq(sessions.communityId, communityId),
          isNull(sessions.revokedAt),
        ),
      );
  },
};
