import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { communities, memberships, users } from '../../db/schema';
import { paged, sortBy } from '../../db/paged';
import { likePattern } from '../../lib/paging';

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

const userSearch = (search: string | undefined) =>
  search
    ? or(
        ilike(fullName, likePattern(search)),
        ilike(users.email, likePattern(search)),
        ilike(users.username, likePattern(search)),
      )
    : undefined;

const platformColumns = {
  id: users.id,
  fullName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  username: users.username,
  status: users.status,
  isPlatformAdmin: users.isPlatformAdmin,
  emailVerifiedAt: users.emailVerifiedAt,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

const communityAdminColumns = {
  id: memberships.id,
  userId: users.id,
  communityId: communities.id,
  community: communities.name,
  communityStatus: communities.status,
  appVersion: communities.appVersion,
  logo: communities.logo,
  fullName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  username: users.username,
  lastLoginAt: memberships.lastLoginAt,
  status: memberships.status,
  role: memberships.role,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: memberships.createdAt,
};

export interface Page {
  offset: number;
  limit: number;
  dir: 'asc' | 'desc';
  search?: string;
}

export const administratorsRepository = {
  async listPlatformAdmins(
    db: Executor,
    q: Page & { filter?: 'fullName' | 'email' | 'username' | 'lastLogin' | 'created' },
  ) {
    const where = and(eq(users.isPlatformAdmin, true), userSearch(q.search));
    const sort = {
      fullName: sql`lower(${fullName})`,
      email: users.email,
      username: sql`lower(${users.username})`,
      lastLogin: users.lastLoginAt,
      created: users.createdAt,
    }[q.filter ?? 'created'];
    return paged({
      rows: db.select(platformColumns).from(users).where(where).orderBy(sortBy(sort, q.dir), asc(users.id)),
      total: db.select({ total: count() }).from(users).where(where),
      limit: q.limit,
      page: q.offset,
    });
  },

  async findPlatformAdmin(db: Executor, userId: string) {
    const [row] = await db.select(platformColumns).from(users).where(eq(users.id, userId));
    return row;
  },

  async listCommunityAdmins(
    db: Executor,
    q: Page & {
      filter?: 'fullName' | 'email' | 'username' | 'community' | 'lastLogin' | 'status' | 'created';
      communityId?: string;
    },
  ) {
    const search = q.search
      ? or(userSearch(q.search), ilike(communities.name, likePattern(q.search)))
      : undefined;
    const where = and(
      eq(memberships.role, 'ADMIN'),
      q.communityId ? eq(memberships.communityId, q.communityId) : undefined,
      search,
    );
    const sort = {
      fullName: sql`lower(${fullName})`,
      email: users.email,
      username: sql`lower(${users.username})`,
      community: sql`lower(${communities.name})`,
      lastLogin: memberships.lastLoginAt,
      status: memberships.status,
      created: memberships.createdAt,
    }[q.filter ?? 'created'];
    // The page and its count share one FROM, joins and WHERE.
    const source = <T extends PgSelect>(q: T) =>
      q
        .innerJoin(users, eq(users.id, memberships.userId))
        .innerJoin(communities, eq(communities.id, memberships.communityId))
        .where(where);
    return paged({
      rows: source(db.select(communityAdminColumns).from(memberships).$dynamic()).orderBy(
        sortBy(sort, q.dir),
        asc(memberships.id),
      ),
      total: source(db.select({ total: count() }).from(memberships).$dynamic()),
      limit: q.limit,
      page: q.offset,
    });
  },

  async findCommunityAdmin(db: Executor, membershipId: string) {
    const [row] = await db
      .select(communityAdminColumns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(communities, eq(communities.id, memberships.communityId))
      .where(eq(memberships.id, membershipId));
    return row;
  },

  async communityExists(db: Executor, id: string): Promise<boolean> {
    const [row] = await db.select({ id: communities.id }).from(communities).where(eq(communities.id, id));
    return !!row;
  },

  /** Which of the username and e-mail already belong to someone (case-insensitive, as the unique indexes). */
  async taken(db: Executor, username: string, email: string) {
    const rows = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(
        or(
          eq(sql`lower(${users.username})`, username.toLowerCase()),
          eq(sql`lower(${users.email})`, email.toLowerCase()),
        ),
      );
    return {
      username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
      email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    };
  },
};
