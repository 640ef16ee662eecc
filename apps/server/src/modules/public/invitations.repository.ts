import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communities, memberships, oneTimeTokens } from '../../db/schema';

/** Invitations to join a community: an INVITE one-time token and the pending (INVITED) membership it answers. */
export const invitationsRepository = {
  /** A live invitation (unused, unexpired) with its community, while its membership is still pending. */
  async findLive(db: Executor, tokenHash: string, now: Date) {
    const [row] = await db
      .select({
        tokenId: oneTimeTokens.id,
        userId: oneTimeTokens.userId,
        communityId: communities.id,
        name: communities.name,
        slug: communities.slug,
      })
      .from(oneTimeTokens)
      .innerJoin(communities, eq(communities.id, oneTimeTokens.communityId))
      .innerJoin(
        memberships,
        and(
          eq(memberships.userId, oneTimeTokens.userId),
          eq(memberships.communityId, oneTimeTokens.communityId),
          eq(memberships.status, 'INVITED'),
        ),
      )
      .where(
        and(
          eq(oneTimeTokens.tokenHash, tokenHash),
          eq(oneTimeTokens.purpose, 'INVITE'),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, now),
        ),
      );
    return row;
  },

  async create(
    db: Executor,
    t: { tokenHash: string; userId: string; communityId: string; email: string; expiresAt: Date },
  ) {
    await db.insert(oneTimeTokens).values({ ...t, purpose: 'INVITE' });
  },

  /** Whether a live invitation to this community was already sent to this person (a retried job sends none). */
  async hasLive(db: Executor, userId: string, communityId: string, now: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: oneTimeTokens.id })
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.communityId, communityId),
          eq(oneTimeTokens.purpose, 'INVITE'),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, now),
        ),
      )
      .limit(1);
    return !!row;
  },

  async consume(db: Executor, tokenId: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    return rows.length === 1;
  },
};

export type InvitationsRepository = typeof invitationsRepository;
