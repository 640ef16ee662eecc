import { and, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communities, communityExportLinks, communityExports, users } from '../../db/schema';

export type ExportRow = typeof communityExports.$inferSelect;

const RUNNING = ['QUEUED', 'RUNNING'];

/** The exports module's SQL: community_exports and their single-use links. */
export const exportsRepository = {
  async running(ex: Executor, communityId: string): Promise<ExportRow | null> {
    const [row] = await ex
      .select()
      .from(communityExports)
      .where(and(eq(communityExports.communityId, communityId), inArray(communityExports.status, RUNNING)));
    return row ?? null;
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

  /** QUEUED → RUNNING (a retry finds it RUNNING and starts over); null when it is finished or gone. */
  async start(ex: Executor, id: string, now: Date): Promise<ExportRow | null> {
    const [row] = await ex
      .update(communityExports)
      .set({ status: 'RUNNING', startedAt: now, rowsDone: 0, filesDone: 0, filesTotal: 0, bytes: 0 })
      .where(and(eq(communityExports.id, id), inArray(communityExports.status, RUNNING)))
      .returning();
    return row ?? null;
  },

  async progress(
    ex: Executor,
    id: string,
    p: { rowsTotal: number; rowsDone: number; filesTotal: number; filesDone: number; bytes: number },
  ) {
    await ex.update(communityExports).set(p).where(eq(communityExports.id, id));
  },

  async finish(
    ex: Executor,
    id: string,
    values: { archiveSha256: string; manifestSha256: string; finishedAt: Date; expiresAt: Date },
  ) {
    await ex
      .update(communityExports)
      .set({ ...values, status: 'READY' })
      .where(eq(communityExports.id, id));
  },

  async fail(ex: Executor, id: string, error: string, now: Date) {
    await ex
      .update(communityExports)
      .set({ status: 'FAILED', error, finishedAt: now })
      .where(eq(communityExports.id, id));
  },

  /** READY exports whose time is up: marked EXPIRED, answered so their archives are removed. */
  async expire(ex: Executor, now: Date): Promise<string[]> {
    const rows = await ex
      .update(communityExports)
      .set({ status: 'EXPIRED' })
      .where(and(eq(communityExports.status, 'READY'), lt(communityExports.expiresAt, now)))
      .returning({ id: communityExports.id });
    return rows.map((r) => r.id);
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
