import { asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { communities } from '../../db/schema';

/** What a send needs of a community (its name, app, simulator flag, quiet hours, zone); a credential check too. */
const sending = {
  id: communities.id,
  name: communities.name,
  iosBundleId: communities.iosBundleId,
  pushSimulated: communities.pushSimulated,
  quietHoursStart: communities.quietHoursStart,
  quietHoursEnd: communities.quietHoursEnd,
  timeZone: communities.timeZone,
};

/** The sending community, read by the delivery and the credential health check (a read model of communities). */
export const sendingCommunityRepository = {
  async find(db: Executor, id: string) {
    const [row] = await db.select(sending).from(communities).where(eq(communities.id, id));
    return row;
  },

  /** Communities by id after `cursor`: the daily check walks them a page at a time. */
  async after(db: Executor, cursor: string | null, limit: number) {
    return db
      .select(sending)
      .from(communities)
      .where(cursor ? gt(communities.id, cursor) : undefined)
      .orderBy(asc(communities.id))
      .limit(limit);
  },
};

export type SendingCommunityRepository = typeof sendingCommunityRepository;
