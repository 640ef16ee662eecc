import { appMessages, contentMessages } from '@gathering/contract';
import { badRequest } from '../../lib/errors';
import type { FeedContext } from './feed.context';
import { feedRepository as repo, type Viewer } from './feed.repository';

/** An answer to an event (one of its dates, or the event): recorded as a conversion. */
export async function rsvp(ctx: FeedContext, v: Viewer, id: string, dateTimeId?: string) {
  const row = await ctx.visible(v, id);
  if (row.kind !== 'EVENT') throw badRequest(appMessages.notAnEvent, 'id');
  const dates = (row.data as { dateTimes: { id: string }[] }).dateTimes;
  if (dateTimeId && !dates.some((d) => d.id === dateTimeId))
    throw badRequest(contentMessages.invalidAnswer('dateTimeId'), 'dateTimeId');
  await repo.record(ctx.db, v, {
    feedItemId: row.id,
    type: 'CONVERSION',
    conversion: 'RSVP',
    at: ctx.clock.now(),
  });
  return { message: appMessages.rsvpRecorded };
}
