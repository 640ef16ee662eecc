import { and, desc, eq, gt, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communities, communityExportLinks, communityExports, users } from '../../db/schema';

export type ExportRow = typeof communityExports.$inferSelect;

const RUNNING = ['QUEUED', 'RUNNING'];

/**
 * How long a run holds an export after its last heartbeat (one a second): far above a beat, short enough that a
 * restarted server takes over a killed server's export within seconds (PostgreSQL, where another server may still be
 * writing it; the embedded engine takes over at once).
 */
export const LEASE = '10 seconds';
const leaseEnd = sql`now() + ${LEASE}::interval`;

/** The exports module's SQL: community_exports and their single-use links. */
export const exportsRepository = {
  /** The community's export queued or under way; `orphaned` when it is RUNNING and its run's lease has lapsed. */
  async running(ex: Executor, communityId: string): Promise<(ExportRow & { orphaned: boolean }) | null> {
    const [row] = await ex
      .select({
        row: communityExports,
        orphaned: sql<boolean>`${communityExports.status} = 'RUNNING' and coalesce(${communityExports.leaseUntil} < now(), true)`,
      })
      .from(communityExports)
      .where(and(eq(communityExports.communityId, communityId), inArray(communityExports.status, RUNNING)));
    return row ? { ...row.row, orphaned: row.orphaned } : null;
  },

  async insert(ex: Executor, values: typeof communityExports.$inferInsert): Promise<ExportRow> {
    const [row] = await ex.insert(communityExports).values(values).returning();
    return row;
  },

  async find(ex: Executor, id: string): Promise<ExportRow | null> {
    const [row] = await ex.select().from(communityExports).where(eq(communityExports.id, id));
    return row ?? null;
  },

  /** The community's latest exports, newest first. */
  async list(ex: Executor, communityId: string, limit: number): Promise<ExportRow[]> {
    return ex
      .select()
      .from(communityExports)
      .where(eq(communityExports.communityId, communityId))
      .orderBy(desc(communityExports.createdAt), desc(communityExports.id))
      .limit(limit);
  },

  /**
   * Takes the export for one run, from the start: QUEUED, or RUNNING with no live lease (its run was killed, or a
   * retry). Null when it is finished, gone, or another run holds it.
   */
  async claim(ex: Executor, id: string, runner: string, now: Date): Promise<ExportRow | null> {
    const [row] = await ex
      .update(communityExports)
      .set({
        status: 'RUNNING',
        startedAt: now,
        runner,
        leaseUntil: leaseEnd,
        rowsDone: 0,
        filesDone: 0,
        filesTotal: 0,
        bytes: 0,
      })
      .where(
        and(
          eq(communityExports.id, id),
          inArray(communityExports.status, RUNNING),
          or(isNull(communityExports.leaseUntil), lt(communityExports.leaseUntil, sql`now()`)),
        ),
      )
      .returning();
    return row ?? null;
  },

  /**
   * The run's heartbeat: its lease extended, with its progress when it has some. False when another run took the
   * export over.
   */
  async progress(
    ex: Executor,
    id: string,
    runner: string,
    p: { rowsTotal: number; rowsDone: number; filesTotal: number; filesDone: number; bytes: number } | null,
  ): Promise<boolean> {
    const rows = await ex
      .update(communityExports)
      .set({ ...p, leaseUntil: leaseEnd })
      .where(and(eq(communityExports.id, id), eq(communityExports.runner, runner)))
      .returning({ id: communityExports.id });
    return rows.length === 1;
  },

  /** READY, by the run that holds it; false when another run took it over (that run finishes it). */
  async finish(
    ex: Executor,
    id: string,
    runner: string,
    values: { archiveSha256: string; manifestSha256: string; finishedAt: Date; expiresAt: Date },
  ): Promise<boolean> {
    const rows = await ex
      .update(communityExports)
      .set({ ...values, status: 'READY', runner: null, leaseUntil: null })
      .where(and(eq(communityExports.id, id), eq(communityExports.runner, runner)))
      .returning({ id: communityExports.id });
    return rows.length === 1;
  },

  async fail(ex: Executor, id: string, runner: string, error: string, now: Date) {
    await ex
      .update(communityExports)
      .set({ status: 'FAILED', error, finishedAt: now, runner: null, leaseUntil: null })
      .where(and(eq(communityExports.id, id), eq(communityExports.runner, runner)));
  },

  /**
   * Exports a run held when its server stopped, with when each can be taken over (its lease's end). With `takeOver`
   * (the embedded engine: one process per data folder, so no other run can be alive) their leases are cleared first,
   * but those of this process's own runs (`live`).
   */
  async interrupted(
    ex: Executor,
    takeOver: boolean,
    live: string[],
  ): Promise<{ id: string; leaseUntil: Date | null }[]> {
    const others = and(
      eq(communityExports.status, 'RUNNING'),
      live.length ? notInArray(communityExports.runner, live) : undefined,
    );
    if (takeOver) await ex.update(communityExports).set({ leaseUntil: null }).where(others);
    return ex
      .select({ id: communityExports.id, leaseUntil: communityExports.leaseUntil })
      .from(communityExports)
      .where(others);
  },

  /**
   * Of the exports `ids`, those whose files must stay, and why: READY (its archive is offered), or LIVE (RUNNING under
   * a live lease: another server's run is writing it).
   */
  async fileStates(ex: Executor, ids: string[]): Promise<Map<string, 'READY' | 'LIVE'>> {
    if (ids.length === 0) return new Map();
    const rows = await ex
      .select({
        id: communityExports.id,
        state: sql<'READY' | 'LIVE' | null>`case when ${communityExports.status} = 'READY' then 'READY'
          when ${communityExports.status} = 'RUNNING' and ${communityExports.leaseUntil} > now() then 'LIVE' end`,
      })
      .from(communityExports)
      .where(inArray(communityExports.id, ids));
    return new Map(rows.flatMap((r) => (r.state ? [[r.id, r.state] as const] : [])));
  },

  /** READY exports whose time is up: marked EXPIRED, answered so their archives are removed. */
  async expire(ex: Executor, now: Date) {
    return ex
      .update(communityExports)
      .set({ status: 'EXPIRED' })
      .where(and(eq(communityExports.status, 'READY'), lt(communityExports.expiresAt, now)))
      .returning({
        id: communityExports.id,
        communityId: communityExports.communityId,
        archiveSha256: communityExports.archiveSha256,
      });
  },

  async community(ex: Executor, communityId: string) {
    const [row] = await ex
      .select({ id: communities.id, name: communities.name, slug: communities.slug })
      .from(communities)
      .where(eq(communities.id, communityId));
    return row ?? null;
  },

  /** Who is told that the export is ready: the person who asked, in their language. */
  async requester(ex: Executor, userId: string) {
    const [row] = await ex
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  },

  async insertLink(
    ex: Executor,
    values: { exportId: string; tokenHash: string; createdBy: string | null; expiresAt: Date },
  ) {
    await ex.insert(communityExportLinks).values(values);
  },

  /**
   * Uses a link once: marks it used if it is this export's, unused and unexpired, in one statement (two downloads
   * racing with one link: one wins). Answers whether it was good.
   */
  async useLink(ex: Executor, exportId: string, tokenHash: string, now: Date): Promise<boolean> {
    const rows = await ex
      .update(communityExportLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(communityExportLinks.exportId, exportId),
          eq(communityExportLinks.tokenHash, tokenHash),
          isNull(communityExportLinks.usedAt),
          gt(communityExportLinks.expiresAt, now),
        ),
      )
      .returning({ id: communityExportLinks.id });
    return rows.length === 1;
  },
};
