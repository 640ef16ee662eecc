import { and, desc, eq, inArray, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactImports } from '../../db/schema';

export type ContactImportRow = typeof contactImports.$inferSelect;

/** As member_imports' (members-import.repository.ts): far above a batch's time, short enough to resume quickly. */
const LEASE = '10 seconds';

/** The contacts import's own rows: the import, its cursor and counts, and the lease of the run that holds it. */
export const contactImportsRepository = {
  /**
   * Whether the community has an import queued or running, with the community's imports locked against another
   * start until the caller's transaction ends (two administrators, or two servers, starting at once take turns).
   */
  async lockAndFindActive(tx: Executor, communityId: string): Promise<boolean> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`contact-import:${communityId}`}, 0))`,
    );
    const rows = await tx
      .select({ id: contactImports.id })
      .from(contactImports)
      .where(
        and(
          eq(contactImports.communityId, communityId),
          inArray(contactImports.status, ['QUEUED', 'RUNNING']),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  async create(tx: Executor, row: typeof contactImports.$inferInsert): Promise<ContactImportRow> {
    const [created] = await tx.insert(contactImports).values(row).returning();
    return created;
  },

  async find(db: Executor, communityId: string, id: string): Promise<ContactImportRow | undefined> {
    const [row] = await db
      .select()
      .from(contactImports)
      .where(and(eq(contactImports.id, id), eq(contactImports.communityId, communityId)));
    return row;
  },

  async latest(db: Executor, communityId: string): Promise<ContactImportRow | undefined> {
    const [row] = await db
      .select()
      .from(contactImports)
      .where(eq(contactImports.communityId, communityId))
      .orderBy(desc(contactImports.createdAt))
      .limit(1);
    return row;
  },

  /** Takes the import for one run, when it is not done and no other run holds a live lease. */
  async claim(db: Executor, id: string, runner: string): Promise<ContactImportRow | undefined> {
    const [row] = await db
      .update(contactImports)
      .set({ runner, leaseUntil: sql`now() + ${LEASE}::interval`, status: 'RUNNING', error: null })
      .where(
        and(
          eq(contactImports.id, id),
          ne(contactImports.status, 'DONE'),
          or(isNull(contactImports.leaseUntil), lt(contactImports.leaseUntil, sql`now()`)),
        ),
      )
      .returning();
    return row;
  },

  /** A batch's progress in its own transaction; false when another run took the import over (roll back). */
  async advance(
    tx: Executor,
    id: string,
    runner: string,
    step: { processed: number } & Record<
      'updated' | 'unchanged' | 'invalid' | 'added' | 'changed' | 'removed',
      number
    >,
  ): Promise<boolean> {
    const c = contactImports;
    const rows = await tx
      .update(c)
      .set({
        processed: step.processed,
        updated: sql`${c.updated} + ${step.updated}`,
        unchanged: sql`${c.unchanged} + ${step.unchanged}`,
        invalid: sql`${c.invalid} + ${step.invalid}`,
        added: sql`${c.added} + ${step.added}`,
        changed: sql`${c.changed} + ${step.changed}`,
        removed: sql`${c.removed} + ${step.removed}`,
        leaseUntil: sql`now() + ${LEASE}::interval`,
      })
      .where(and(eq(c.id, id), eq(c.runner, runner)))
      .returning({ id: c.id });
    return rows.length === 1;
  },

  /**
   * Ends this run's hold: DONE (the file, members' numbers and addresses, is let go: nothing needs it any more) or
   * FAILED (kept: a retry continues from the cursor).
   */
  async release(
    db: Executor,
    id: string,
    runner: string,
    end: { status: 'DONE' | 'FAILED'; error?: string | null; finishedAt: Date },
  ) {
    await db
      .update(contactImports)
      .set({ ...end, ...(end.status === 'DONE' ? { csv: '' } : {}), runner: null, leaseUntil: null })
      .where(and(eq(contactImports.id, id), eq(contactImports.runner, runner)));
  },

  /** Imports a stopped server's run held, as member_imports' interrupted() (the embedded engine takes over at once). */
  async interrupted(db: Executor, takeOver: boolean, live: string[]) {
    if (takeOver)
      await db
        .update(contactImports)
        .set({ leaseUntil: null })
        .where(
          and(
            eq(contactImports.status, 'RUNNING'),
            live.length ? notInArray(contactImports.runner, live) : undefined,
          ),
        );
    return db
      .select({ id: contactImports.id, leaseUntil: contactImports.leaseUntil })
      .from(contactImports)
      .where(eq(contactImports.status, 'RUNNING'));
  },
};
