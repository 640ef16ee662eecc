import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { sortBy } from '../../db/paged';
import type { Executor } from '../../db/client';
import { feedItemGroups, feedItems, groupMembers, groups, memberships } from '../../db/schema';
import { likePattern } from '../../lib/paging';

export type GroupSort = 'createdOn' | 'group' | 'members';

// Members of a group that count: not erased.
// Spelled out: drizzle leaves select-list columns unqualified, which this subquery would misread.
const memberCount =
  sql<number>`(select count(*) from group_members gm join memberships m on m.id = gm.membership_id where gm.group_id = "groups"."id" and m.status <> 'DELETED')`.mapWith(
    Number,
  );

const columns = {
  id: groups.id,
  name: groups.name,
  slug: groups.slug,
  createdAt: groups.createdAt,
  members: memberCount,
};

export type GroupRecord = { id: string; name: string; slug: string; createdAt: Date; members: number };

export const groupsRepository = {
  async basic(db: Executor, communityId: string) {
    return db
      .select({ id: groups.id, group: groups.name })
      .from(groups)
      .where(eq(groups.communityId, communityId))
      .orderBy(asc(sql`lower(${groups.name})`));
  },

  async list(
    db: Executor,
    o: {
      communityId: string;
      search?: string;
      sort: GroupSort;
      dir: 'asc' | 'desc';
      limit: number;
      page: number;
    },
  ): Promise<{ rows: GroupRecord[]; total: number }> {
    const where = and(
      eq(groups.communityId, o.communityId),
      o.search ? ilike(groups.name, likePattern(o.search)) : undefined,
    );
    const key =
      o.sort === 'group'
        ? sql`lower(${groups.name})`
        : o.sort === 'members'
          ? memberCount
          : sql`${groups.createdAt}`;
    const [rows, [{ n }]] = await Promise.all([
      db
        .select(columns)
        .from(groups)
        .where(where)
        .orderBy(sortBy(key, o.dir), asc(groups.id))
        .limit(o.limit)
        .offset(o.page * o.limit),
      db.select({ n: count() }).from(groups).where(where),
    ]);
    return { rows, total: n };
  },

  async find(db: Executor, communityId: string, id: string): Promise<GroupRecord | undefined> {
    const [row] = await db
      .select(columns)
      .from(groups)
      .where(and(eq(groups.communityId, communityId), eq(groups.id, id)));
    return row;
  },

  async findByNameOrSlug(db: Executor, communityId: string, name: string, slug: string) {
    const [row] = await db
      .select(columns)
      .from(groups)
      .where(
        and(
          eq(groups.communityId, communityId),
          or(eq(sql`lower(${groups.name})`, name.toLowerCase()), eq(groups.slug, slug)),
        ),
      )
      .orderBy(asc(groups.createdAt))
      .limit(1);
    return row;
  },

  async slugTaken(db: Executor, communityId: string, slug: string, exceptId?: string) {
    const [row] = await db
      .select({ id: groups.id })
      .from(groups)
      .where(
        and(
          eq(groups.communityId, communityId),
          eq(groups.slug, slug),
          exceptId ? ne(groups.id, exceptId) : undefined,
        ),
      );
    return !!row;
  },

  async insert(db: Executor, row: { communityId: string; name: string; slug: string; at: Date }) {
    const [created] = await db
      .insert(groups)
      .values({
        communityId: row.communityId,
        name: row.name,
        slug: row.slug,
        createdAt: row.at,
        updatedAt: row.at,
      })
      .returning({ id: groups.id });
    return created.id;
  },

  async rename(db: Executor, id: string, name: string, slug: string, at: Date) {
    await db.update(groups).set({ name, slug, updatedAt: at }).where(eq(groups.id, id));
  },

  async touch(db: Executor, id: string, at: Date) {
    await db.update(groups).set({ updatedAt: at }).where(eq(groups.id, id));
  },

  /**
   * How many of the community's content items (not deleted) are addressed to groups and to this group alone:
   * deleting the group would leave them with no audience at all.
   */
  async onlyAudienceOf(db: Executor, groupId: string): Promise<number> {
    const [{ n }] = await db
      .select({ n: count() })
      .from(feedItems)
      .innerJoin(feedItemGroups, eq(feedItemGroups.feedItemId, feedItems.id))
      .where(
        and(
          eq(feedItemGroups.groupId, groupId),
          eq(feedItems.access, 'GROUPS'),
          isNull(feedItems.deletedAt),
          sql`not exists (select 1 from feed_item_groups other where other.feed_item_id = ${feedItems.id} and other.group_id <> ${groupId})`,
        ),
      );
    return n;
  },

  /** Deletes the group; its memberships and audience rows go with it (cascade). */
  async remove(db: Executor, id: string) {
    await db.delete(groups).where(eq(groups.id, id));
  },

  /** The given members of the community that are not erased. */
  async liveMemberIds(db: Executor, communityId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.communityId, communityId),
          inArray(memberships.id, ids),
          ne(memberships.status, 'DELETED'),
        ),
      );
    return rows.map((r) => r.id);
  },

  async addMembers(db: Executor, groupId: string, membershipIds: string[], at: Date) {
    if (membershipIds.length)
      await db
        .insert(groupMembers)
        .values(membershipIds.map((membershipId) => ({ groupId, membershipId, addedAt: at })))
        .onConflictDoNothing();
  },

  async removeMembers(db: Executor, groupId: string, membershipIds: string[]): Promise<string[]> {
    const rows = await db
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.membershipId, membershipIds)))
      .returning({ id: groupMembers.membershipId });
    return rows.map((r) => r.id);
  },

  /**
   * The group's feed: the community's items (not deleted, any status) whose audience names the group, newest
   * published first; never-published items (drafts, schedules) follow, newest created first.
   */
  async feed(db: Executor, o: { communityId: string; groupId: string; limit: number; page: number }) {
    const where = and(
      eq(feedItems.communityId, o.communityId),
      isNull(feedItems.deletedAt),
      eq(feedItemGroups.groupId, o.groupId),
    );
    const [rows, [{ n }]] = await Promise.all([
      db
        .select({ item: feedItems })
        .from(feedItems)
        .innerJoin(feedItemGroups, eq(feedItemGroups.feedItemId, feedItems.id))
        .where(where)
        .orderBy(sql`${feedItems.publishedOn} desc nulls last`, desc(feedItems.createdAt), desc(feedItems.id))
        .limit(o.limit)
        .offset(o.page * o.limit),
      db
        .select({ n: count() })
        .from(feedItems)
        .innerJoin(feedItemGroups, eq(feedItemGroups.feedItemId, feedItems.id))
        .where(where),
    ]);
    return { rows: rows.map((r) => r.item), total: n };
  },

  /** The groups of one member, for the app. */
  async ofMember(db: Executor, membershipId: string) {
    return db
      .select({ id: groups.id, group: groups.name, slug: groups.slug })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(eq(groupMembers.membershipId, membershipId))
      .orderBy(asc(sql`lower(${groups.name})`));
  },

  // A member's group links (the member edit, the list's group names, erasure).
  async groupsOf(db: Executor, membershipIds: string[]) {
    if (membershipIds.length === 0) return [];
    return db
      .select({ membershipId: groupMembers.membershipId, id: groups.id, group: groups.name })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(inArray(groupMembers.membershipId, membershipIds))
      .orderBy(asc(groups.name));
  },
  async communityGroupIds(db: Executor, communityId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.communityId, communityId), inArray(groups.id, ids)));
    return rows.map((r) => r.id);
  },
  /** Makes the member's groups exactly `groupIds`. */
  async replaceGroups(db: Executor, membershipId: string, groupIds: string[], at: Date) {
    await db
      .delete(groupMembers)
      .where(
        and(
          eq(groupMembers.membershipId, membershipId),
          groupIds.length ? notInArray(groupMembers.groupId, groupIds) : undefined,
        ),
      );
    if (groupIds.length)
      await db
        .insert(groupMembers)
        .values(groupIds.map((groupId) => ({ groupId, membershipId, addedAt: at })))
        .onConflictDoNothing();
  },
  async removeAllGroups(db: Executor, membershipIds: string[]) {
    await db.delete(groupMembers).where(inArray(groupMembers.membershipId, membershipIds));
  },
};

export type GroupsRepository = typeof groupsRepository;
