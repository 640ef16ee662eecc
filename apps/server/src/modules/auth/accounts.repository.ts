import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberships, sessions, users } from '../../db/schema';
import { refreshUserSearchText, withSearchText } from './user-search.repository';

/** Whether a change of a person touches what their search text is made of. */
export const touchesSearch = (patch: object) =>
  ['firstName', 'lastName', 'username', 'email'].some((key) => key in patch);

/**
 * Identity's writes made for other modules (administrators, platform members, members and their CSV import,
 * the member app's sign-up, the public pages): users, memberships and sessions are written here and in
 * auth.repository only (db/owners.json). The others receive Pick<AccountsRepository, …> ports from composition/.
 */
export const accountsRepository = {
  async countPlatformAdmins(db: Executor): Promise<number> {
    const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.isPlatformAdmin, true));
    return n;
  },

  // Accounts and memberships made by the consoles (administrators, app sign-up, CSV import).
  async insertUser(db: Executor, values: typeof users.$inferInsert): Promise<string> {
    const [row] = await db.insert(users).values(withSearchText(values)).returning({ id: users.id });
    return row.id;
  },

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

  async insertUsers(
    db: Executor,
    rows: { email: string; username: string; firstName: string; lastName: string }[],
  ): Promise<{ id: string; email: string }[]> {
    if (rows.length === 0) return [];
    return db.insert(users).values(rows.map(withSearchText)).returning({ id: users.id, email: users.email });
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

  /** Anonymous stand-in users that erased memberships point at instead of the person. */
  async insertTombstones(db: Executor, n: number, at: Date): Promise<string[]> {
    const values = Array.from({ length: n }, () => {
      const tag = `deleted-${randomUUID()}`;
      return withSearchText({
        username: tag,
        email: `${tag}@deleted.invalid`,
        firstName: '',
        lastName: '',
        status: 'INACTIVE',
        createdAt: at,
        updatedAt: at,
      });
    });
    const rows = await db.insert(users).values(values).returning({ id: users.id });
    return rows.map((r) => r.id);
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

  async setUserStatus(db: Executor, userId: string, status: 'ACTIVE' | 'INACTIVE', at: Date) {
    await db.update(users).set({ status, updatedAt: at }).where(eq(users.id, userId));
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

  async deleteUser(db: Executor, userId: string) {
    await db.delete(users).where(eq(users.id, userId));
  },

  /** People left without any community (and not platform administrators) are deleted entirely. */
  async deleteOrphanUsers(db: Executor, userIds: string[]) {
    if (userIds.length === 0) return;
    await db
      .delete(users)
      .where(
        and(
          inArray(users.id, userIds),
          eq(users.isPlatformAdmin, false),
          sql`not exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id})`,
        ),
      );
  },

  // The person's fields.
  /** Whether another account already has this username or e-mail (case-insensitive). */
  async isTaken(
    db: Executor,
    field: 'username' | 'email',
    value: string,
    exceptUserId: string,
  ): Promise<boolean> {
    const column = field === 'username' ? users.username : users.email;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${column})`, value.toLowerCase()), ne(users.id, exceptUserId)))
      .limit(1);
    return !!row;
  },

  async updateUser(
    db: Executor,
    userId: string,
    patch: Partial<
      Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'email' | 'username' | 'emailVerifiedAt'>
    >,
    at: Date,
  ) {
    await db
      .update(users)
      .set({ ...patch, updatedAt: at })
      .where(eq(users.id, userId));
    if (touchesSearch(patch)) await refreshUserSearchText(db, [userId]);
  },

  /**
   * Updates the names of accounts that belong to this community only (a shared account is its owner's to
   * change), in one statement.
   */
  async updateNames(
    db: Executor,
    communityId: string,
    rows: { userId: string; firstName: string; lastName: string }[],
    at: Date,
  ) {
    if (rows.length === 0) return;
    const values = sql.join(
      rows.map((r) => sql`(${r.userId}::uuid, ${r.firstName}, ${r.lastName})`),
      sql`, `,
    );
    await db.execute(sql`
      update users u set first_name = v.first_name, last_name = v.last_name, updated_at = ${at}
      from (values ${values}) as v(id, first_name, last_name)
      where u.id = v.id
        and (u.first_name <> v.first_name or u.last_name <> v.last_name)
        and not u.is_platform_admin
        and not exists (select 1 from memberships m where m.user_id = u.id and m.community_id <> ${communityId})`);
    // Recomputed from the names now stored: a shared account left unchanged above keeps its text.
    await refreshUserSearchText(
      db,
      rows.map((r) => r.userId),
    );
  },

  async setMultiCommunity(db: Executor, userId: string, on: boolean, at: Date): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ multiCommunity: on, updatedAt: at })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length === 1;
  },

  async setEmailVerified(db: Executor, userId: string, verifiedAt: Date | null, at: Date): Promise<boolean> {
    const rows = await db
      .update(users)
      .set({ emailVerifiedAt: verifiedAt, updatedAt: at })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return rows.length === 1;
  },

  async markEmailVerified(db: Executor, userId: string, now: Date) {
    await db
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  },

  // Sessions ended by a change of account or membership.
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

export type AccountsRepository = typeof accountsRepository;
