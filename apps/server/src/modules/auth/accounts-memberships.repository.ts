import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { withSearchText } from './user-search.repository';

/** Memberships as other modules make and move them (part of accounts.repository.ts). */
export const membershipsRepository = {
  async insertMembership(db: Executor, values: typeof memberships.$inferInsert): Promise<string> {
    const [row] = await db.insert(memberships).values(values).returning({ id: memberships.id });
    return row.id;
  },

  /** A new person who signed up in the app, with their membership of the community. */
  async createMember(
    db: Executor,
    m: {
      username: string;
      email: string;
      firstName: string;
      lastName: string;
      passwordHash: string;
      communityId: string;
      at: Date;
    },
  ): Promise<{ userId: string; membershipId: string }> {
    const [user] = await db
      .insert(users)
      .values(
        withSearchText({
          username: m.username,
          email: m.email,
          firstName: m.firstName,
          lastName: m.lastName,
          passwordHash: m.passwordHash,
          createdAt: m.at,
          updatedAt: m.at,
        }),
      )
      .returning({ id: users.id });
    const [membership] = await db
      .insert(memberships)
      .values({
        userId: user.id,
        communityId: m.communityId,
        role: 'MEMBER',
        scope: 'APP',
        status: 'ACTIVE',
        createdAt: m.at,
        updatedAt: m.at,
      })
      .returning({ id: memberships.id });
    return { userId: user.id, membershipId: membership.id };
  },

  async insertMemberships(
    db: Executor,
    communityId: string,
    userIds: string[],
    status: 'ACTIVE' | 'INVITED',
  ): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await db
      .insert(memberships)
      .values(userIds.map((userId) => ({ userId, communityId, role: 'MEMBER', scope: 'IMPORTED', status })))
      .onConflictDoNothing()
      .returning({ userId: memberships.userId });
    return rows.map((r) => r.userId);
  },

  // Statuses and roles.
  /**
   * The community's ACTIVE administrator memberships. `lock` (FOR UPDATE): two deactivations racing in one
   * community cannot both see "another one is left" and leave it with none.
   */
  async activeAdminIds(db: Executor, communityId: string, lock = false): Promise<string[]> {
    const query = db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.communityId, communityId),
          eq(memberships.role, 'ADMIN'),
          eq(memberships.status, 'ACTIVE'),
        ),
      );
    const rows = lock ? await query.for('update') : await query;
    return rows.map((r) => r.id);
  },

  async setMembershipStatus(db: Executor, membershipId: string, status: 'ACTIVE' | 'INACTIVE', at: Date) {
    await db.update(memberships).set({ status, updatedAt: at }).where(eq(memberships.id, membershipId));
  },

  async setMembershipsStatus(db: Executor, ids: string[], status: string, at: Date) {
    await db.update(memberships).set({ status, updatedAt: at }).where(inArray(memberships.id, ids));
  },

  async setMembershipRole(db: Executor, id: string, role: string, at: Date) {
    await db.update(memberships).set({ role, updatedAt: at }).where(eq(memberships.id, id));
  },

  async relinkMembership(db: Executor, membershipId: string, userId: string, at: Date) {
    await db
      .update(memberships)
      .set({ userId, status: 'DELETED', updatedAt: at })
      .where(eq(memberships.id, membershipId));
  },

  /** The pending membership becomes active; answers its id, or null when there was none to activate. */
  async activateInvited(
    db: Executor,
    userId: string,
    communityId: string,
    now: Date,
  ): Promise<string | null> {
    const rows = await db
      .update(memberships)
      .set({ status: 'ACTIVE', updatedAt: now })
      .where(
        and(
          eq(memberships.userId, userId),
          eq(memberships.communityId, communityId),
          eq(memberships.status, 'INVITED'),
        ),
      )
      .returning({ id: memberships.id });
    return rows[0]?.id ?? null;
  },

  /** Declining leaves nothing: the pending membership goes (its group links cascade). */
  async removeInvited(db: Executor, userId: string, communityId: string) {
    await db
      .delete(memberships)
      .where(
        and(
          eq(memberships.userId, userId),
          eq(memberships.communityId, communityId),
          eq(memberships.status, 'INVITED'),
        ),
      );
  },

  async deleteMembership(db: Executor, userId: string, communityId: string) {
    await db
      .delete(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.communityId, communityId)));
  },
};
