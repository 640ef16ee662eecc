import { and, asc, count, eq, ilike, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PlatformGuestListQuery, PlatformMemberListQuery } from '@gathering/contract';
import type { Executor } from '../../db/client';
import { isActiveMember } from '../../db/active-members';
import { communities, guests, memberships, users } from '../../db/schema';
import { paged, sortBy } from '../../db/paged';
import { likePattern } from '../../lib/paging';

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

export const platformMembersRepository = {
  /** Memberships of role MEMBER across communities (administrators have their own list), or the Active members. */
  async listMembers(db: Executor, q: PlatformMemberListQuery) {
    const like = q.search ? likePattern(q.search) : undefined;
    const where = and(
      q.status === 'active' ? isActiveMember : eq(memberships.role, 'MEMBER'),
      q.communityId ? eq(memberships.communityId, q.communityId) : undefined,
      like
        ? or(
            ilike(fullName, like),
            ilike(users.email, like),
            ilike(users.username, like),
            ilike(communities.name, like),
          )
        : undefined,
    );
    const sort = {
      fullName: sql`lower(${fullName})`,
      firstName: sql`lower(${users.firstName})`,
      lastName: sql`lower(${users.lastName})`,
      email: users.email,
      username: sql`lower(${users.username})`,
      community: sql`lower(${communities.name})`,
      scope: memberships.scope,
      status: memberships.status,
      lastLogin: memberships.lastLoginAt,
      created: memberships.createdAt,
    }[q.filter ?? 'created'];
    // The page and its count share one FROM, joins and WHERE.
    const source = <T extends PgSelect>(q: T) =>
      q
        .innerJoin(users, eq(users.id, memberships.userId))
        .innerJoin(communities, eq(communities.id, memberships.communityId))
        .where(where);
    return paged({
      rows: source(
        db
          .select({
            id: memberships.id,
            userId: users.id,
            communityId: communities.id,
            community: communities.name,
            multiCommunity: users.multiCommunity,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            fullName,
            status: memberships.status,
            emailVerifiedAt: users.emailVerifiedAt,
            scope: memberships.scope,
            username: users.username,
            lastLoginAt: memberships.lastLoginAt,
            createdAt: memberships.createdAt,
          })
          .from(memberships)
          .$dynamic(),
      ).orderBy(sortBy(sort, q.dir), asc(memberships.id)),
      total: source(db.select({ total: count() }).from(memberships).$dynamic()),
      limit: q.limit,
      page: q.offset,
    });
  },

  async listGuests(db: Executor, q: PlatformGuestListQuery) {
    const where = and(
      q.deleted === 'true' ? isNotNull(guests.deletedAt) : isNull(guests.deletedAt),
      q.communityId ? eq(guests.communityId, q.communityId) : undefined,
      q.search ? ilike(communities.name, likePattern(q.search)) : undefined,
    );
    const sort = {
      community: sql`lower(${communities.name})`,
      created: guests.createdAt,
      lastLogin: guests.lastLoginAt,
    }[q.filter ?? 'created'];
    const source = <T extends PgSelect>(q: T) =>
      q.innerJoin(communities, eq(communities.id, guests.communityId)).where(where);
    return paged({
      rows: source(
        db
          .select({
            id: guests.id,
            community: communities.name,
            communityId: communities.id,
            deletedAt: guests.deletedAt,
            createdAt: guests.createdAt,
            lastLoginAt: guests.lastLoginAt,
            platform: guests.platform,
            upgradedAt: guests.upgradedAt,
          })
          .from(guests)
          .$dynamic(),
      ).orderBy(sortBy(sort, q.dir), asc(guests.id)),
      total: source(db.select({ total: count() }).from(guests).$dynamic()),
      limit: q.limit,
      page: q.offset,
    });
  },

  async findUser(db: Executor, userId: string) {
    const [row] = await db
      .select({
        id: users.id,
        emailVerifiedAt: users.emailVerifiedAt,
        isPlatformAdmin: users.isPlatformAdmin,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },

  /** A platform administrator, or a member (any status but DELETED) of a community other than `communityId`. */
  async isSharedAccount(db: Executor, userId: string, communityId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, userId),
          ne(memberships.communityId, communityId),
          ne(memberships.status, 'DELETED'),
        ),
      )
      .limit(1);
    return !!row;
  },

  async isMemberOf(db: Executor, userId: string, communityId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.communityId, communityId)));
    return !!row;
  },
};
