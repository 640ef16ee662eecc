import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { refreshUserSearchText, withSearchText } from './user-search.repository';

/** Whether a change of a person touches what their search text is made of. */
export const touchesSearch = (patch: object) =>
  ['firstName', 'lastName', 'username', 'email'].some((key) => key in patch);

/** The people (users) as other modules create, change and erase them (part of accounts.repository.ts). */
export const peopleRepository = {
  async countPlatformAdmins(db: Executor): Promise<number> {
    const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.isPlatformAdmin, true));
    return n;
  },

  // Accounts made by the consoles (administrators, app sign-up, CSV import).
  async insertUser(db: Executor, values: typeof users.$inferInsert): Promise<string> {
    const [row] = await db.insert(users).values(withSearchText(values)).returning({ id: users.id });
    return row.id;
  },

  async insertUsers(
    db: Executor,
    rows: { email: string; username: string; firstName: string; lastName: string }[],
  ): Promise<{ id: string; email: string }[]> {
    if (rows.length === 0) return [];
    return db.insert(users).values(rows.map(withSearchText)).returning({ id: users.id, email: users.email });
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

  async setUserStatus(db: Executor, userId: string, status: 'ACTIVE' | 'INACTIVE', at: Date) {
    await db.update(users).set({ status, updatedAt: at }).where(eq(users.id, userId));
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
};
