import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attachments, feedItemRevisions as r, publishingLog, users } from '../../db/schema';
import type { RevisionSnapshot } from './revisions';

const fullName = sql<string>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** The items' saved versions (feed_item_revisions), written only in the saving transaction. */
export const revisionsRepository = {
  /** The newest version of an item (its number and content), or none before its first save since they are kept. */
  async latest(db: Executor, itemId: string) {
    const [row] = await db
      .select({ number: r.number, content: r.content, savedAt: r.savedAt, savedByName: r.savedByName })
      .from(r)
      .where(eq(r.feedItemId, itemId))
      .orderBy(desc(r.number))
      .limit(1);
    return row ? { ...row, content: row.content as RevisionSnapshot } : undefined;
  },

  /** The newest version of each item, for answers that name it (an item's detail). */
  async current(db: Executor, itemIds: string[]) {
    if (!itemIds.length) return [];
    return db
      .selectDistinctOn([r.feedItemId], {
        feedItemId: r.feedItemId,
        number: r.number,
        savedAt: r.savedAt,
        savedByName: r.savedByName,
      })
      .from(r)
      .where(inArray(r.feedItemId, itemIds))
      .orderBy(r.feedItemId, desc(r.number));
  },

  async append(
    db: Executor,
    row: {
      feedItemId: string;
      communityId: string;
      number: number;
      savedAt: Date;
      savedBy: string | null;
      restoredFrom: number | null;
      content: RevisionSnapshot;
    },
  ) {
    // The saver's name as it is now, kept with the version (their account may go).
    const name = sql<string | null>`(select coalesce(${fullName}, ${users.username}) from ${users}
      where ${users.id} = ${row.savedBy})`;
    await db.insert(r).values({ ...row, savedByName: name });
  },

  /** Removes the versions numbered below `from` (an item keeps its newest ones). */
  async prune(db: Executor, itemId: string, from: number) {
    await db.delete(r).where(and(eq(r.feedItemId, itemId), lt(r.number, from)));
  },

  /** Every kept version of an item of the community, newest first, without content; who saved each, by name now. */
  async list(db: Executor, communityId: string, itemId: string) {
    return db
      .select({
        number: r.number,
        savedAt: r.savedAt,
        savedBy: r.savedBy,
        savedByName: sql<string | null>`coalesce(${fullName}, ${users.username}, ${r.savedByName})`,
        restoredFrom: r.restoredFrom,
      })
      .from(r)
      .leftJoin(users, eq(users.id, r.savedBy))
      .where(and(eq(r.communityId, communityId), eq(r.feedItemId, itemId)))
      .orderBy(desc(r.number));
  },

  async get(db: Executor, communityId: string, itemId: string, number: number) {
    const [row] = await db
      .select({
        number: r.number,
        savedAt: r.savedAt,
        savedBy: r.savedBy,
        savedByName: sql<string | null>`coalesce(${fullName}, ${users.username}, ${r.savedByName})`,
        restoredFrom: r.restoredFrom,
        content: r.content,
      })
      .from(r)
      .leftJoin(users, eq(users.id, r.savedBy))
      .where(and(eq(r.communityId, communityId), eq(r.feedItemId, itemId), eq(r.number, number)));
    return row ? { ...row, content: row.content as RevisionSnapshot } : undefined;
  },

  /** The item's publishing moves, oldest first (each is shown on the version current when it was made). */
  async moves(db: Executor, itemId: string) {
    return db
      .select({
        action: publishingLog.action,
        at: publishingLog.at,
        by: sql<string | null>`coalesce(${fullName}, ${users.username})`,
      })
      .from(publishingLog)
      .leftJoin(users, eq(users.id, publishingLog.actorUserId))
      .where(
        and(eq(publishingLog.feedItemId, itemId), sql`${publishingLog.action} not in ('CREATED', 'UPDATED')`),
      )
      .orderBy(asc(publishingLog.at), asc(publishingLog.id));
  },

  /** The display names of the community's files still stored, by id (a version names its cover and document). */
  async fileNames(db: Executor, communityId: string, ids: string[]) {
    if (!ids.length) return new Map<string, string>();
    const rows = await db
      .select({ id: attachments.id, name: attachments.displayName })
      .from(attachments)
      .where(and(eq(attachments.communityId, communityId), inArray(attachments.id, ids)));
    return new Map(rows.map((x) => [x.id, x.name]));
  },
};
