import { and, asc, eq, or, sql, type Column } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communities, memberships, users } from '../../db/schema';

const sqlLower = (c: Column) => sql`lower(${c})`;

export const appRepository = {
  async findCommunityBySlug(db: Executor, slug: string) {
    const [row] = await db
      .select({
        id: communities.id,
        name: communities.name,
        slug: communities.slug,
        status: communities.status,
      })
      .from(communities)
      .where(eq(communities.slug, slug.toLowerCase()));
    return row;
  },

  /** What a community's app is dressed in (its public face, before anyone signs in). */
  async findBranding(db: Executor, slug: string) {
    const [row] = await db
      .select({
        id: communities.id,
        name: communities.name,
        slug: communities.slug,
        logo: communities.logo,
        brandColor: communities.brandColor,
        timeZone: communities.timeZone,
      })
      .from(communities)
      .where(eq(communities.slug, slug.toLowerCase()));
    return row;
  },

  async findCommunityById(db: Executor, id: string) {
    const [row] = await db
      .select({ id: communities.id, slug: communities.slug })
      .from(communities)
      .where(eq(communities.id, id));
    return row;
  },

  async findMembership(db: Executor, userId: string, communityId: string) {
    const [row] = await db
      .select({ id: memberships.id, status: memberships.status, role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.communityId, communityId)));
    return row;
  },

  async usernameOrEmailTaken(db: Executor, username: string, email: string) {
    const [row] = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(
        or(
          eq(sqlLower(users.username), username.toLowerCase()),
          eq(sqlLower(users.email), email.toLowerCase()),
        ),
      )
      .limit(1);
    return row;
  },

  /** The communities where the person is an active member. */
  async activeCommunities(db: Executor, userId: string) {
    return db
      .select({
        id: communities.id,
        name: communities.name,
        slug: communities.slug,
        logo: communities.logo,
        role: memberships.role,
      })
      .from(memberships)
      .innerJoin(communities, eq(communities.id, memberships.communityId))
      .where(and(eq(memberships.userId, userId), eq(memberships.status, 'ACTIVE')))
      .orderBy(asc(communities.name));
  },
};
