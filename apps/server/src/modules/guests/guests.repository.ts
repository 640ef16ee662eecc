import { and, asc, count, eq, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isCurrentGuest } from '../../db/community-guests';
import { paged, sortBy } from '../../db/paged';
import { communities, guests } from '../../db/schema';

export type GuestSort = 'createdOn' | 'lastLogin' | 'platform';
export type GuestRecord = typeof guests.$inferSelect;

const SORT = {
  createdOn: guests.createdAt,
  lastLogin: guests.lastLoginAt,
  platform: guests.platform,
} as const;

export const guestsRepository = {
  async list(
    db: Executor,
    o: {
      communityId: string;
      deleted: boolean;
      sort: GuestSort;
      dir: 'asc' | 'desc';
      limit: number;
      page: number;
    },
  ) {
    const where = and(
      eq(guests.communityId, o.communityId),
      // The Active view's total is the dashboards' "Guests" (one predicate).
      o.deleted ? isNotNull(guests.deletedAt) : isCurrentGuest,
    );
    return paged({
      rows: db
        .select({
          id: guests.id,
          community: communities.name,
          deletedAt: guests.deletedAt,
          createdAt: guests.createdAt,
          lastLoginAt: guests.lastLoginAt,
          platform: guests.platform,
          upgradedAt: guests.upgradedAt,
        })
        .from(guests)
        .innerJoin(communities, eq(communities.id, guests.communityId))
        .where(where)
        .orderBy(sortBy(SORT[o.sort], o.dir), asc(guests.id)),
      total: db.select({ total: count() }).from(guests).where(where),
      limit: o.limit,
      page: o.page,
    });
  },

  /**
   * The device's guest in the community, created on first sight; a removed device comes back as a guest.
   * `created`: this call inserted it (xmax is 0 only on a row version no update touched).
   */
  async upsert(db: Executor, g: { communityId: string; deviceId: string; platform: string; at: Date }) {
    const [row] = await db
      .insert(guests)
      .values({
        communityId: g.communityId,
        deviceId: g.deviceId,
        platform: g.platform,
        createdAt: g.at,
        lastLoginAt: g.at,
      })
      .onConflictDoUpdate({
        target: [guests.communityId, guests.deviceId],
        set: { platform: g.platform, lastLoginAt: g.at, deletedAt: null },
      })
      .returning({ ...getTableColumns(guests), created: sql<boolean>`(xmax = 0)` });
    return row;
  },

  async find(db: Executor, id: string): Promise<GuestRecord | undefined> {
    const [row] = await db.select().from(guests).where(eq(guests.id, id));
    return row;
  },

  /** Links the guest to the user who signed up on its device; false when it was upgraded already. */
  async markUpgraded(db: Executor, id: string, userId: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(guests)
      .set({ upgradedUserId: userId, upgradedAt: at, lastLoginAt: at })
      .where(and(eq(guests.id, id), isNull(guests.upgradedAt), isNull(guests.deletedAt)))
      .returning({ id: guests.id });
    return rows.length === 1;
  },
};

export type GuestsRepository = typeof guestsRepository;
