import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { withSearchText } from './user-search.repository';

// Bulk writers for seeding (the demo platform, src/demo/): many people at once, with the dates they are given. Auth
// owns identity (users, memberships), so its seed writers live here.

export type SeedUser = typeof users.$inferInsert;
export type SeedMembership = typeof memberships.$inferInsert;

export const accountsSeedRepository = {
  async insertUsers(db: Executor, rows: SeedUser[]): Promise<{ id: string; createdAt: Date }[]> {
    return db
      .insert(users)
      .values(rows.map(withSearchText))
      .returning({ id: users.id, createdAt: users.createdAt });
  },

  async insertMemberships(
    db: Executor,
    rows: SeedMembership[],
  ): Promise<{ id: string; userId: string; scope: string }[]> {
    return db
      .insert(memberships)
      .values(rows)
      .returning({ id: memberships.id, userId: memberships.userId, scope: memberships.scope });
  },

  /** The n-th active person of a role in a community, in a stable order (who the demo's threads are by). */
  async nthActivePerson(db: Executor, communityId: string, role: 'ADMIN' | 'MEMBER', n: number) {
    const rows = await db
      .select({
        membershipId: memberships.id,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        email: users.email,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.communityId, communityId),
          eq(memberships.role, role),
          eq(memberships.status, 'ACTIVE'),
        ),
      )
      .orderBy(asc(memberships.createdAt), asc(memberships.id))
      .limit(1)
      .offset(n);
    return rows[0];
  },

  /** A community's active memberships (administrators too). */
  async activeMemberships(db: Executor, communityId: string): Promise<{ id: string; role: string }[]> {
    return db
      .select({ id: memberships.id, role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.communityId, communityId), eq(memberships.status, 'ACTIVE')));
  },
};
