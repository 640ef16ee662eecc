import { and, asc, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communities, memberships, oneTimeTokens, users } from '../../db/schema';

export type TokenPurpose = 'RESET' | 'VERIFY' | 'DELETION';

export const publicRepository = {
  async findCommunityBySlug(db: Executor, slug: string) {
    const [row] = await db
      .select({ id: communities.id, name: communities.name, slug: communities.slug, logo: communities.logo })
      .from(communities)
      .where(eq(communities.slug, slug.toLowerCase()));
    return row;
  },

  async findCommunityById(db: Executor, id: string) {
    const [row] = await db
      .select({ name: communities.name, slug: communities.slug, logo: communities.logo })
      .from(communities)
      .where(eq(communities.id, id));
    return row;
  },

  /** The community a person is best known by, for the name in their e-mails. */
  async findFirstCommunityName(db: Executor, userId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ name: communities.name })
      .from(memberships)
      .innerJoin(communities, eq(communities.id, memberships.communityId))
      .where(eq(memberships.userId, userId))
      .orderBy(asc(memberships.createdAt))
      .limit(1);
    return row?.name;
  },

  async findUserByEmail(db: Executor, email: string) {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    return row;
  },

  async findUser(db: Executor, id: string) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  async findMembership(db: Executor, userId: string, communityId: string) {
    const [row] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.communityId, communityId)));
    return row;
  },

  async createToken(
    db: Executor,
    t: {
      purpose: TokenPurpose;
      tokenHash: string;
      userId: string;
      communityId: string | null;
      email: string;
      expiresAt: Date;
    },
  ) {
    await db.insert(oneTimeTokens).values(t);
  },

  async findLiveToken(db: Executor, purpose: TokenPurpose, tokenHash: string, now: Date) {
    const [row] = await db
      .select()
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.tokenHash, tokenHash),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, now),
        ),
      );
    return row;
  },

  /** A token of that purpose that was already used (any age): a second opening of a one-time link. */
  async findUsedToken(db: Executor, purpose: TokenPurpose, tokenHash: string) {
    const [row] = await db
      .select()
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.tokenHash, tokenHash),
          eq(oneTimeTokens.purpose, purpose),
          isNotNull(oneTimeTokens.usedAt),
        ),
      );
    return row;
  },

  /** Uses a token exactly once: of two concurrent uses, one gets false. */
  async consumeToken(db: Executor, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    return rows.length === 1;
  },

  async countMemberships(db: Executor, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(memberships).where(eq(memberships.userId, userId));
    return row.n;
  },
};

export type PublicRepository = typeof publicRepository;
