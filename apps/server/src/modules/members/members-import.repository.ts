import { and, eq, inArray, isNotNull, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groupMembers, groups, memberImports, memberships, oneTimeTokens, users } from '../../db/schema';

export type ImportRow = typeof memberImports.$inferSelect;

/**
 * How long a run holds an import after its last batch: far above a batch's time (under a second), short enough
 * that a restarted server resumes a killed server's import within seconds (PostgreSQL, where another server may
 * still be running it; the embedded engine takes over at once).
 */
export const LEASE = '10 seconds';

/** Set-based reads and writes for CSV imports: one statement per chunk, never one per row. */
export const importRepository = {
  async create(db: Executor, row: typeof memberImports.$inferInsert): Promise<ImportRow> {
    const [created] = await db.insert(memberImports).values(row).returning();
    return created;
  },

  async find(db: Executor, communityId: string, id: string): Promise<ImportRow | undefined> {
    const [row] = await db
      .select()
      .from(memberImports)
      .where(and(eq(memberImports.id, id), eq(memberImports.communityId, communityId)));
    return row;
  },

  async findById(db: Executor, id: string): Promise<ImportRow | undefined> {
    const [row] = await db.select().from(memberImports).where(eq(memberImports.id, id));
    return row;
  },

  async update(db: Executor, id: string, patch: Partial<typeof memberImports.$inferInsert>) {
    await db.update(memberImports).set(patch).where(eq(memberImports.id, id));
  },

  /**
   * Takes the import for one run: when it is not finished and no other run holds a live lease (a killed server's
   * lease lapses; PGlite's single process may `takeOver` at start). Answers the row, or undefined when the import
   * is done or another run holds it (that run, or a later resume, finishes it).
   */
  async claim(db: Executor, id: string, runner: string): Promise<ImportRow | undefined> {
    const [row] = await db
      .update(memberImports)
      .set({ runner, leaseUntil: sql`now() + ${LEASE}::interval`, status: 'RUNNING', error: null })
      .where(
        and(
          eq(memberImports.id, id),
          ne(memberImports.status, 'DONE'),
          or(isNull(memberImports.leaseUntil), lt(memberImports.leaseUntil, sql`now()`)),
        ),
      )
      .returning();
    return row;
  },

  /**
   * A batch's progress, in the batch's own transaction: the cursor (rows of the file done, in file order), the
   * counts added, the lease extended. False when another run took the import over: the caller rolls back.
   */
  async advance(
    tx: Executor,
    id: string,
    runner: string,
    step: { processed: number; created: number; updated: number; invalid: number },
  ): Promise<boolean> {
    const rows = await tx
      .update(memberImports)
      .set({
        processed: step.processed,
        created: sql`${memberImports.created} + ${step.created}`,
        updated: sql`${memberImports.updated} + ${step.updated}`,
        invalid: sql`${memberImports.invalid} + ${step.invalid}`,
        leaseUntil: sql`now() + ${LEASE}::interval`,
      })
      .where(and(eq(memberImports.id, id), eq(memberImports.runner, runner)))
      .returning({ id: memberImports.id });
    return rows.length === 1;
  },

  /** Ends this run's hold: DONE or FAILED (a retry continues from the cursor). Not another run's. */
  async release(
    db: Executor,
    id: string,
    runner: string,
    end: { status: 'DONE' | 'FAILED'; error?: string | null; finishedAt: Date },
  ): Promise<ImportRow | undefined> {
    const [row] = await db
      .update(memberImports)
      .set({ ...end, runner: null, leaseUntil: null })
      .where(and(eq(memberImports.id, id), eq(memberImports.runner, runner)))
      .returning();
    return row;
  },

  /**
   * Imports a run held when its server stopped, with when each can be taken over (its lease's end). With
   * `takeOver` (the embedded engine: one process per data folder, so no other run can be alive) the leases are
   * cleared first, but those of this process's own runs (`live`), and every other one can be taken over now.
   */
  async interrupted(
    db: Executor,
    takeOver: boolean,
    live: string[],
  ): Promise<{ id: string; leaseUntil: Date | null }[]> {
    if (takeOver)
      await db
        .update(memberImports)
        .set({ leaseUntil: null })
        .where(
          and(
            eq(memberImports.status, 'RUNNING'),
            live.length ? notInArray(memberImports.runner, live) : undefined,
          ),
        );
    return db
      .select({ id: memberImports.id, leaseUntil: memberImports.leaseUntil })
      .from(memberImports)
      .where(eq(memberImports.status, 'RUNNING'));
  },

  /**
   * Fresh planner statistics for the memberships after an import added many at once: the members search's plans
   * (a scan of the trigram index or of the table, membersRepository.list) follow a term's estimated matches, and
   * the embedded engine runs no autovacuum to refresh them.
   */
  async analyzeMemberships(db: Executor) {
    await db.execute(sql`analyze ${memberships}`);
  },

  /** Accounts by lowercased e-mail, with whether each is already a member of the community. */
  async accountsByEmail(db: Executor, communityId: string, emails: string[]) {
    if (emails.length === 0) return [];
    return db
      .select({
        userId: users.id,
        email: sql<string>`lower(${users.email})`,
        username: users.username,
        membershipId: memberships.id,
      })
      .from(users)
      .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.communityId, communityId)))
      .where(inArray(sql`lower(${users.email})`, emails));
  },

  /** Which of these usernames (lowercased) are taken, and by whom. */
  async usernamesTaken(db: Executor, names: string[]) {
    if (names.length === 0) return [];
    return db
      .select({ userId: users.id, username: sql<string>`lower(${users.username})` })
      .from(users)
      .where(inArray(sql`lower(${users.username})`, names));
  },

  async groupsBySlug(db: Executor, communityId: string, slugs: string[]) {
    if (slugs.length === 0) return [];
    return db
      .select({ id: groups.id, slug: groups.slug, name: groups.name })
      .from(groups)
      .where(and(eq(groups.communityId, communityId), inArray(groups.slug, slugs)));
  },

  async insertGroups(db: Executor, rows: { communityId: string; name: string; slug: string }[]) {
    if (rows.length) await db.insert(groups).values(rows).onConflictDoNothing();
  },

  /** Of these users, those whose membership here is still a pending invitation, with their address. */
  async pendingInvitees(db: Executor, communityId: string, userIds: string[]) {
    if (userIds.length === 0) return [];
    return db
      .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .innerJoin(
        memberships,
        and(
          eq(memberships.userId, users.id),
          eq(memberships.communityId, communityId),
          eq(memberships.status, 'INVITED'),
        ),
      )
      .where(inArray(users.id, userIds));
  },

  async membershipIds(db: Executor, communityId: string, userIds: string[]) {
    if (userIds.length === 0) return [];
    return db
      .select({ id: memberships.id, userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.communityId, communityId), inArray(memberships.userId, userIds)));
  },

  async addToGroups(db: Executor, links: { groupId: string; membershipId: string }[], at: Date) {
    if (links.length)
      await db
        .insert(groupMembers)
        .values(links.map((l) => ({ ...l, addedAt: at })))
        .onConflictDoNothing();
  },

  async invitationTargets(db: Executor, communityId: string, userIds: string[]) {
    return db
      .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.communityId, communityId)))
      .where(and(inArray(users.id, userIds), eq(memberships.status, 'ACTIVE')));
  },

  /** The language a user chose (null until chosen, or for an unknown user). */
  async userLocale(db: Executor, userId: string): Promise<string | null> {
    const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
    return row?.locale ?? null;
  },

  /** Users who already have an invitation link for this community (a retried job must not send twice). */
  async alreadyInvited(db: Executor, communityId: string, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .select({ userId: oneTimeTokens.userId })
      .from(oneTimeTokens)
      .where(
        and(
          inArray(oneTimeTokens.userId, userIds),
          eq(oneTimeTokens.purpose, 'RESET'),
          eq(oneTimeTokens.communityId, communityId),
          isNotNull(oneTimeTokens.communityId),
        ),
      );
    return new Set(rows.map((r) => r.userId));
  },
};
