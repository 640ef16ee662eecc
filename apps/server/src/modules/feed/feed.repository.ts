import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client';
import type { PreparedQuery } from '../../db/prepared';
import { likePattern } from '../../lib/paging';
import { searchTerms } from '../../lib/search-text';
import type { ApprovalRow, AttachmentRow } from '../content';
import { audienceOf, recordActivity } from '../../db/activity';
import {
  attachments,
  documentApprovals,
  feedItemGroups,
  feedItemLikes,
  feedItemRecipients,
  feedItems,
  groupMembers,
  memberships,
  users,
} from '../../db/schema';

/** Who reads the member feed: a member (membership id) or a guest, in one community. */
export interface Viewer {
  communityId: string;
  membershipId: string | null;
  guestId: string | null;
  /** The reader's content languages, most preferred first (plugins/app-reader.ts); none = the community's default. */
  languages: readonly string[];
}

/**
 * What a typed search looks for in feed_items.search_text (every language's texts, folded by the content
 * module: lib/search-text.ts): the query folded, and its Plains Cree Roman spelling when typed in syllabics. At
 * most two, as the page statement's $3 and $6; a query of blanks looks for itself, which nothing holds.
 */
const searchPatterns = (search: string): [string, string | null] => {
  const terms = searchTerms(search);
  return terms.length === 0
    ? [likePattern(search), null]
    : [likePattern(terms[0]), terms[1] ? likePattern(terms[1]) : null];
};

const searchFilter = (search?: string) => {
  if (!search) return undefined;
  const [first, second] = searchPatterns(search);
  return or(
    sql`${feedItems.searchText} like ${first}`,
    second ? sql`${feedItems.searchText} like ${second}` : undefined,
  );
};

/** A reviewer as json_build_object answers it (timestamps as text). */
interface ApprovalJson {
  id: string;
  feedItemId: string;
  email: string;
  userId: string | null;
  status: string;
  comments: string;
  decidedAt: string | null;
  createdAt: string;
  firstName: string | null;
  lastName: string | null;
}

const toApprovalRow = (a: ApprovalJson): ApprovalRow => ({
  id: a.id,
  feedItemId: a.feedItemId,
  email: a.email,
  userId: a.userId,
  status: a.status,
  comments: a.comments,
  decidedAt: a.decidedAt === null ? null : new Date(a.decidedAt),
  createdAt: new Date(a.createdAt),
  userName: a.firstName !== null ? `${a.firstName} ${a.lastName ?? ''}`.trim() : null,
});

const live = (communityId: string) =>
  and(eq(feedItems.communityId, communityId), eq(feedItems.status, 'PUBLISHED'), isNull(feedItems.deletedAt));

/**
 * The access rule of spec'd audiences, as SQL: guests see OPEN items; members see OPEN and MEMBERS items, GROUPS
 * items of a group they are in or naming them as recipient, and RECIPIENTS items naming them.
 */
function visibleTo(v: Viewer): SQL {
  if (!v.membershipId) return eq(feedItems.access, 'OPEN');
  const named = sql`exists (select 1 from ${feedItemRecipients} where ${feedItemRecipients.feedItemId} = ${feedItems.id} and ${feedItemRecipients.membershipId} = ${v.membershipId})`;
  const inGroup = sql`exists (select 1 from ${feedItemGroups} join ${groupMembers} on ${groupMembers.groupId} = ${feedItemGroups.groupId} where ${feedItemGroups.feedItemId} = ${feedItems.id} and ${groupMembers.membershipId} = ${v.membershipId})`;
  return or(
    inArray(feedItems.access, ['OPEN', 'MEMBERS']),
    and(eq(feedItems.access, 'GROUPS'), or(inGroup, named)),
    and(eq(feedItems.access, 'RECIPIENTS'), named),
  )!;
}

/** One entry of the member app's page (see appPageEntries). */
export interface AppPageEntry {
  id: string;
  views: number;
  likes: number;
  liked: boolean;
  total: number;
  sig: string;
}

/*
 * The visibility rule below is visibleTo's, written out for a prepared statement (parsed and planned once per
 * connection: drizzle's query building and planning cost more than running it). $1 community, $2 the member's
 * membership id or the guest's id, $3 LIKE pattern or null, $4 limit, $5 offset. The page is cut first (ids
 * only), so the digest and the like are computed for the page's rows, not for every visible item.
 */
const MEMBER_SEES = `(fi.access in ('OPEN', 'MEMBERS')
  or (fi.access in ('GROUPS', 'RECIPIENTS') and exists (select 1 from feed_item_recipients r
        where r.feed_item_id = fi.id and r.membership_id = $2::uuid))
  or (fi.access = 'GROUPS' and exists (select 1 from feed_item_groups g
        join group_members gm on gm.group_id = g.group_id
        where g.feed_item_id = fi.id and gm.membership_id = $2::uuid)))`;

// What an item's rendering reads from its own row: everything but the counters, which change on every view and
// like and are sent per request. Hashed as a record (no text output of timestamps and jsonb: ~20x cheaper).
const RENDERED_COLUMNS = `fi.object_id, fi.kind, fi.headline, fi.tagline, fi.tags, fi.cover_image_id,
  fi.attachment_id, fi.access, fi.status, fi.citation_required, fi.pinned, fi.featured, fi.open,
  fi.published_on, fi.publish_at, fi.publish_zone, fi.deleted_at, fi.created_at, fi.updated_at, fi.data`;

/**
 * A digest of everything an item's rendering depends on (fi = the item's row): its row but the counters, and
 * the row versions (xmin) of its cover, its file and a document's reviewers, which change as rows of their own.
 */
export const RENDERING_SIG = `concat_ws(':', hash_record_extended(row(${RENDERED_COLUMNS}), 0),
  coalesce((select c.xmin::text from attachments c
    where c.id = fi.cover_image_id and c.community_id = fi.community_id), '-'),
  coalesce((select f.xmin::text from attachments f
    where f.id = fi.attachment_id and f.community_id = fi.community_id), '-'),
  case when fi.kind = 'DOCUMENT' then (
    select string_agg(a.xmin::text || '/' || coalesce(u.xmin::text, '-'), ',' order by a.id)
    from document_approvals a left join users u on u.id = a.user_id
    where a.feed_item_id = fi.id) end)`;

const pageSql = (who: 'member' | 'guest') => `
  with page as (
    select fi.id, fi.feed_rank, count(*) over () as total
    from feed_items fi
    where fi.community_id = $1::uuid and fi.status = 'PUBLISHED' and fi.deleted_at is null
      and ${who === 'member' ? MEMBER_SEES : `fi.access = 'OPEN'`}
      and ($3::text is null or fi.search_text like $3::text or fi.search_text like $6::text)
    order by fi.feed_rank desc, fi.id desc
    limit $4::int offset $5::int
  )
  select x.*, p.total::int as total
  from page p
  -- offset 0 keeps the lateral a per-row primary-key lookup (the planner would otherwise hash all items).
  cross join lateral (
    select fi.id, fi.view_count as views, fi.like_count as likes,
      exists (select 1 from feed_item_likes l where l.feed_item_id = fi.id
        and l.${who === 'member' ? 'membership_id' : 'guest_id'} = $2::uuid) as liked,
      ${RENDERING_SIG} as sig
    from feed_items fi where fi.id = p.id offset 0
  ) x
  order by p.feed_rank desc, p.id desc`;

const pageStatements = new WeakMap<Database, Record<'member' | 'guest', PreparedQuery>>();
function appPageStatement(database: Database, who: 'member' | 'guest'): PreparedQuery {
  let statements = pageStatements.get(database);
  if (!statements) {
    statements = {
      member: database.prepared('gathering_app_feed_member_v3', pageSql('member')),
      guest: database.prepared('gathering_app_feed_guest_v3', pageSql('guest')),
    };
    pageStatements.set(database, statements);
  }
  return statements[who];
}

export const feedRepository = {
  /** Live items of a community in feed order (pinned first, then newest), narrowed by `extra`. */
  async page(
    db: Executor,
    communityId: string,
    q: { offset: number; limit: number; search?: string; extra?: SQL },
  ) {
    const where = and(live(communityId), q.extra, searchFilter(q.search));
    const rows = await db
      .select()
      .from(feedItems)
      .where(where)
      .orderBy(desc(feedItems.feedRank), desc(feedItems.id))
      .limit(q.limit)
      .offset(q.offset * q.limit);
    const [{ n }] = await db.select({ n: count() }).from(feedItems).where(where);
    return { rows, total: n };
  },

  /**
   * The member app's page as the viewer may see it, in one prepared statement: per item its id, its counters,
   * whether the viewer liked it, and `sig`, a digest of everything the item's rendering depends on (the item
   * row but its counters, its cover and file, a document's reviewers). The viewer-independent rest comes from
   * `appItems`, only for items whose digest the caller has not rendered yet (the feed is read by every member at
   * once after a push: most requests then cost this statement and the caller lookup).
   */
  async appPageEntries(
    database: Database,
    v: Viewer,
    q: { offset: number; limit: number; search?: string },
  ): Promise<AppPageEntry[]> {
    const run = appPageStatement(database, v.membershipId ? 'member' : 'guest');
    const [first, second] = q.search ? searchPatterns(q.search) : [null, null];
    const rows = await run([
      v.communityId,
      v.membershipId ?? v.guestId,
      first,
      q.limit,
      q.offset * q.limit,
      second,
    ]);
    return rows as unknown as AppPageEntry[];
  },

  /** How many items the viewer may see (past the last page the page statement has no row to carry it). */
  async appCount(db: Executor, v: Viewer, search?: string): Promise<number> {
    const where = and(live(v.communityId), visibleTo(v), searchFilter(search));
    const [{ n }] = await db.select({ n: count() }).from(feedItems).where(where);
    return n;
  },

  /**
   * These items of the community with what their rendering needs, in one statement: cover image, document
   * file, a document's reviewers. Nothing here depends on who reads (the page statement decided that).
   */
  async appItems(db: Executor, communityId: string, ids: string[]) {
    if (ids.length === 0) return { rows: [], files: new Map<string, AttachmentRow>(), approvals: new Map() };
    const cover = alias(attachments, 'cover');
    const file = alias(attachments, 'file');
    const sameCommunity = (
      a: typeof cover | typeof file,
      id: typeof feedItems.coverImageId | typeof feedItems.attachmentId,
    ) => and(eq(a.id, id), eq(a.communityId, communityId));
    // Written out in full: drizzle leaves select-list columns unqualified, which the subquery would misread.
    const rows = await db
      .select({
        item: feedItems,
        cover,
        file,
        approvals: sql<ApprovalJson[] | null>`case when "feed_items"."kind" = 'DOCUMENT' then (
          select json_agg(json_build_object('id', a.id, 'feedItemId', a.feed_item_id, 'email', a.email,
            'userId', a.user_id, 'status', a.status, 'comments', a.comments, 'decidedAt', a.decided_at,
            'createdAt', a.created_at, 'firstName', u.first_name, 'lastName', u.last_name)
            order by a.created_at, a.email)
          from document_approvals a left join users u on u.id = a.user_id
          where a.feed_item_id = "feed_items"."id") end`,
      })
      .from(feedItems)
      .leftJoin(cover, sameCommunity(cover, feedItems.coverImageId))
      .leftJoin(file, sameCommunity(file, feedItems.attachmentId))
      .where(and(eq(feedItems.communityId, communityId), inArray(feedItems.id, ids)));
    const files = new Map<string, AttachmentRow>();
    for (const r of rows) for (const a of [r.cover, r.file]) if (a) files.set(a.id, a);
    return {
      rows: rows.map((r) => r.item),
      files,
      approvals: new Map(rows.map((r) => [r.item.id, (r.approvals ?? []).map(toApprovalRow)])),
    };
  },

  featured: () => eq(feedItems.featured, true),
  pinned: () => eq(feedItems.pinned, true),
  open: () => eq(feedItems.access, 'OPEN'),
  visibleTo,

  async findVisible(db: Executor, v: Viewer, id: string) {
    const [row] = await db
      .select()
      .from(feedItems)
      .where(and(eq(feedItems.id, id), live(v.communityId), visibleTo(v)));
    return row;
  },

  async likedAmong(db: Executor, v: Viewer, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: feedItemLikes.feedItemId })
      .from(feedItemLikes)
      .where(
        and(
          inArray(feedItemLikes.feedItemId, ids),
          v.membershipId
            ? eq(feedItemLikes.membershipId, v.membershipId)
            : eq(feedItemLikes.guestId, v.guestId!),
        ),
      );
    return new Set(rows.map((r) => r.id));
  },

  /** The approvals of several documents in one query, by item, in the order the console shows them. */
  async approvalsOf(db: Executor, itemIds: string[]): Promise<Map<string, ApprovalRow[]>> {
    const byItem = new Map<string, ApprovalRow[]>();
    if (itemIds.length === 0) return byItem;
    const rows = await db
      .select({ a: documentApprovals, firstName: users.firstName, lastName: users.lastName })
      .from(documentApprovals)
      .leftJoin(users, eq(users.id, documentApprovals.userId))
      .where(inArray(documentApprovals.feedItemId, itemIds))
      .orderBy(asc(documentApprovals.createdAt), asc(documentApprovals.email));
    for (const r of rows) {
      const list = byItem.get(r.a.feedItemId) ?? [];
      list.push({
        ...r.a,
        userName: r.firstName !== null ? `${r.firstName} ${r.lastName ?? ''}`.trim() : null,
      });
      byItem.set(r.a.feedItemId, list);
    }
    return byItem;
  },

  /** A reader's view, like, unlike or conversion (`conversion` = its kind: FORM, RSVP, JOB_LINK). */
  async record(
    db: Executor,
    v: Viewer,
    e: { feedItemId: string; type: 'VIEW' | 'LIKE' | 'UNLIKE' | 'CONVERSION'; conversion?: string; at: Date },
  ) {
    await recordActivity(db, [
      {
        communityId: v.communityId,
        feedItemId: e.feedItemId,
        membershipId: v.membershipId,
        guestId: v.guestId,
        audience: audienceOf(v),
        type: e.type,
        detail: e.conversion ?? null,
        at: e.at,
      },
    ]);
  },

  /**
   * Adds or removes the viewer's like; answers whether anything changed (a repeated like changes nothing). The
   * item's counter is content's (ContentRepository.countLike), moved by the caller in the same transaction.
   */
  async setLike(db: Executor, v: Viewer, id: string, liked: boolean, at: Date): Promise<boolean> {
    const who = v.membershipId
      ? { membershipId: v.membershipId, guestId: null }
      : { membershipId: null, guestId: v.guestId };
    const changed = liked
      ? await db
          .insert(feedItemLikes)
          .values({ feedItemId: id, ...who, at })
          .onConflictDoNothing()
          .returning()
      : await db
          .delete(feedItemLikes)
          .where(
            and(
              eq(feedItemLikes.feedItemId, id),
              who.membershipId
                ? eq(feedItemLikes.membershipId, who.membershipId)
                : eq(feedItemLikes.guestId, who.guestId!),
            ),
          )
          .returning();
    return changed.length > 0;
  },

  async memberIdentity(db: Executor, membershipId: string) {
    const [row] = await db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.id, membershipId));
    return row;
  },

  async likeCount(db: Executor, id: string): Promise<number> {
    const [row] = await db.select({ n: feedItems.likeCount }).from(feedItems).where(eq(feedItems.id, id));
    return row?.n ?? 0;
  },
};
