import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communities, users } from '../../db/schema';

/** What a credential check needs of a community (the same facts a send needs). */
const checked = {
  id: communities.id,
  name: communities.name,
  iosBundleId: communities.iosBundleId,
  pushSimulated: communities.pushSimulated,
  quietHoursStart: communities.quietHoursStart,
  quietHoursEnd: communities.quietHoursEnd,
  timeZone: communities.timeZone,
};

export const pushHealthRepository = {
  async community(db: Executor, id: string) {
    const [row] = await db.select(checked).from(communities).where(eq(communities.id, id));
    return row;
  },

  /** Communities by id after `cursor`: the daily check walks them a page at a time. */
  async communitiesAfter(db: Executor, cursor: string | null, limit: number) {
    return db
      .select(checked)
      .from(communities)
      .where(cursor ? gt(communities.id, cursor) : undefined)
      .orderBy(asc(communities.id))
      .limit(limit);
  },

  /** Active platform administrators, in their e-mail language. */
  async platformAdministrators(db: Executor) {
    return db
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(and(eq(users.isPlatformAdmin, true), eq(users.status, 'ACTIVE')));
  },
};
