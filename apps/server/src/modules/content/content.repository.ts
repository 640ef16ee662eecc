import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { ContentKind } from '@gathering/contract';
import { sortBy } from '../../db/paged';
import type { Executor } from '../../db/client';
import {
  attachments,
  documentApprovals,
  feedItemGroups,
  feedItemRecipients,
  feedItemTranslations,
  feedItems,
  groups,
  memberships,
  publishingLog,
  tags,
  users,
} from '../../db/schema';
import { searchTerms } from '../../lib/search-text';
import { itemSearchText, withItemSearchText } from './content.search';
import { searchTextMatches } from './search-text.repository';

export type FeedItemRow = typeof feedItems.$inferSelect;
export type NewFeedItem = typeof feedItems.$inferInsert;
export type AttachmentRow = typeof attachments.$inferSelect;
export type ApprovalRow = typeof documentApprovals.$inferSelect & { userName: string | null };

const SORT = {
  headline: feedItems.headline,
  status: feedItems.status,
  publishedOn: feedItems.publishedOn,
  createdAt: feedItems.createdAt,
  updatedAt: feedItems.updatedAt,
  views: feedItems.viewCount,
} as const;

export interface ContentListFilter {
  kind: ContentKind;
  offset: number;
  limit: number;
  filter: keyof typeof SORT;
  dir: 'asc' | 'desc';
  search?: string;
  archived: boolean;
  deleted: boolean;
}

export const contentRepository = {
  // Every write of an item's texts writes its search text with them (content.search.ts).
  async insertItem(db: Executor, values: NewFeedItem): Promise<FeedItemRow> {
    const [row] = await db
      .insert(feedItems)
      .values({ ...values, searchText: itemSearchText(values) })
      .returning();
    return row;
  },

  async updateItem(db: Executor, id: string, values: Partial<NewFeedItem>): Promise<FeedItemRow> {
    const [row] = await db
      .update(feedItems)
      .set(withItemSearchText(values))
      .where(eq(feedItems.id, id))
      .returning();
    return row;
  },

  /** An item of this community (soft-deleted ones only when asked), optionally of one kind. */
  async findItem(
    db: Executor,
    communityId: string,
    id: string,
    opts: { kind?: ContentKind; includeDeleted?: boolean; forUpdate?: boolean } = {},
  ): Promise<FeedItemRow | undefined> {
    const q = db
      .select()
      .from(feedItems)
      .where(
        and(
          eq(feedItems.id, id),
          eq(feedItems.communityId, communityId),
          opts.kind ? eq(feedItems.kind, opts.kind) : undefined,
          opts.includeDeleted ? undefined : isNull(feedItems.deletedAt),
        ),
      );
    const [row] = opts.forUpdate ? await q.for('update') : await q;
    return row;
  },

  async list(db: Executor, communityId: string, f: ContentListFilter) {
    const where = and(
      eq(feedItems.communityId, communityId),
      eq(feedItems.kind, f.kind),
      f.deleted ? isNotNull(feedItems.deletedAt) : isNull(feedItems.deletedAt),
      f.deleted
        ? undefined
        : f.archived
          ? eq(feedItems.status, 'ARCHIVED')
          : ne(feedItems.status, 'ARCHIVED'),
      // Headline, tagline, body, file name and field labels in every language, folded (content.search.ts).
      f.search ? searchTextMatches(searchTerms(f.search)) : undefined,
    );
    const order = sortBy(SORT[f.filter], f.dir);
    const rows = await db
      .select()
      .from(feedItems)
      .where(where)
      .orderBy(order, desc(feedItems.id))
      .limit(f.limit)
      .offset(f.offset * f.limit);
    const [{ n }] = await db.select({ n: count() }).from(feedItems).where(where);
    return { rows, total: n };
  },

  async insertAttachment(db: Executor, values: typeof attachments.$inferInsert): Promise<AttachmentRow> {
    const [row] = await db.insert(attachments).values(values).returning();
    return row;
  },

  async findAttachments(db: Executor, communityId: string, ids: string[]): Promise<AttachmentRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(attachments)
      .where(and(eq(attachments.communityId, communityId), inArray(attachments.id, ids)));
  },

  /** Creates the tags the community does not have yet (case-insensitively), in one statement. */
  async ensureTags(db: Executor, communityId: string, names: string[]): Promise<void> {
    if (names.length === 0) return;
    await db
      .insert(tags)
      .values(names.map((tag) => ({ communityId, tag })))
      .onConflictDoNothing();
  },

  async listTags(db: Executor, communityId: string) {
    return db
      .select({ id: tags.id, tag: tags.tag })
      .from(tags)
      .where(eq(tags.communityId, communityId))
      .orderBy(asc(sql`lower(${tags.tag})`));
  },

  async audience(db: Executor, itemId: string) {
    const groupRows = await db
      .select({ id: groups.id, group: groups.name })
      .from(feedItemGroups)
      .innerJoin(groups, eq(groups.id, feedItemGroups.groupId))
      .where(eq(feedItemGroups.feedItemId, itemId))
      .orderBy(asc(groups.name));
    const recipientRows = await db
      .select({
        id: memberships.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
      })
      .from(feedItemRecipients)
      .innerJoin(memberships, eq(memberships.id, feedItemRecipients.membershipId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(feedItemRecipients.feedItemId, itemId))
      .orderBy(asc(users.lastName), asc(users.firstName));
    return {
      groups: groupRows,
      recipients: recipientRows.map((r) => ({
        id: r.id,
        name: `${r.firstName} ${r.lastName}`.trim() || r.username,
      })),
    };
  },

  async approvals(db: Executor, itemId: string): Promise<ApprovalRow[]> {
    const rows = await db
      .select({ a: documentApprovals, firstName: users.firstName, lastName: users.lastName })
      .from(documentApprovals)
      .leftJoin(users, eq(users.id, documentApprovals.userId))
      .where(eq(documentApprovals.feedItemId, itemId))
      .orderBy(asc(documentApprovals.createdAt), asc(documentApprovals.email));
    return rows.map((r) => ({
      ...r.a,
      userName: r.firstName !== null ? `${r.firstName} ${r.lastName ?? ''}`.trim() : null,
    }));
  },

  /** A member app view of the item (the feed's read counter). */
  async countView(db: Executor, id: string) {
    await db
      .update(feedItems)
      .set({ viewCount: sql`${feedItems.viewCount} + 1` })
      .where(eq(feedItems.id, id));
  },

  /** Moves the like counter with a like added (or removed) by the feed, in its transaction. */
  async countLike(db: Executor, id: string, liked: boolean) {
    await db
      .update(feedItems)
      .set({ likeCount: sql`greatest(${feedItems.likeCount} + ${liked ? 1 : -1}, 0)` })
      .where(eq(feedItems.id, id));
  },

  /**
   * Whether a public item (OPEN, published, not deleted: isPublicItem) of the key's community shows the body image
   * at `key`, in its text or in one of its versions': the file route serves it unsigned then.
   */
  async publicItemShows(db: Executor, communityId: string, key: string): Promise<boolean> {
    const address = `"files/${key}"`;
    const [row] = await db
      .select({ id: feedItems.id })
      .from(feedItems)
      .where(
        and(
          eq(feedItems.communityId, communityId),
          eq(feedItems.access, 'OPEN'),
          eq(feedItems.status, 'PUBLISHED'),
          isNull(feedItems.deletedAt),
          sql`(strpos(${feedItems.data}::text, ${JSON.stringify(address).slice(1, -1)}) > 0
            or exists (select 1 from ${feedItemTranslations} where ${feedItemTranslations.feedItemId} = ${feedItems.id}
              and strpos(${feedItemTranslations.body}, ${address}) > 0))`,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async log(
    db: Executor,
    entry: { communityId: string; feedItemId: string; actorUserId: string | null; action: string; at: Date },
  ) {
    await db.insert(publishingLog).values(entry);
  },
};

export type ContentRepository = typeof contentRepository;
