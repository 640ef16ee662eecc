import { randomUUID } from 'node:crypto';
import { communityMessages } from '@gathering/contract';
import { communitySummary } from '../../jobs/catalog';
import { conflict } from '../../lib/errors';
import type { AuthRow } from '../../plugins/auth';
import { communitiesRepository as repo } from './communities.repository';
import { DAY_MS, type CommunitiesContext } from './communities.context';

/** Queues the summary of the last 7 days for the community's administrators. */
export async function requestSummary(ctx: CommunitiesContext, id: string, auth: AuthRow): Promise<void> {
  const { db, clock, queue } = ctx;
  const community = await ctx.find(id);
  if (!community.contactPermission) throw conflict(communityMessages.summaryNoPermission);
  if ((await repo.activeAdministrators(db, community.id)).length === 0)
    throw conflict(communityMessages.summaryNoAdministrators);
  const now = clock.now();
  const summaryId = randomUUID();
  // The summary's row and its job commit together.
  await db.transaction(async (tx) => {
    await repo.insertSummary(tx, {
      id: summaryId,
      communityId: community.id,
      requestedBy: auth.userId,
      periodStart: new Date(now.getTime() - 7 * DAY_MS),
      periodEnd: now,
    });
    await queue.send(communitySummary, { summaryId }, { singletonKey: summaryId, tx });
  });
}
