import { appMessages } from '@gathering/contract';
import { badRequest } from '../../lib/errors';
import type { FeedContext } from './feed.context';
import { feedRepository as repo, type Viewer } from './feed.repository';

/** Opening a job's external link: recorded as a conversion, answered with the address to open. */
export async function jobLink(ctx: FeedContext, v: Viewer, id: string) {
  const row = await ctx.visible(v, id);
  const url = row.kind === 'JOB' ? (row.data as { external_url: string | null }).external_url : null;
  if (!url) throw badRequest(appMessages.notAJob, 'id');
  await repo.record(ctx.db, v, {
    feedItemId: row.id,
    type: 'CONVERSION',
    conversion: 'JOB_LINK',
    at: ctx.clock.now(),
  });
  return { url };
}
