import {
  FEED_ITEM_TYPES,
  KIND_LABELS,
  type CalendarResponse,
  type ContentAccess,
  type ContentKind,
  type ContentStatus,
} from '@gathering/contract';
import { rangeEnd } from '../../lib/zoned-time';
import { plainText } from './content.sanitize';
import type { PublishingContext } from './publishing.context';

/** The publishing calendar: the community's items by their publishing time, with its pushes beside them. */
export async function calendar(
  ctx: PublishingContext,
  communityId: string,
  startDate: string,
  endDate: string,
): Promise<CalendarResponse> {
  const from = new Date(startDate);
  // A bare end date means the whole of that day.
  const to = rangeEnd(endDate);
  const rows = await ctx.repo.calendar(ctx.db, communityId, from, to);
  const pushes = ctx.pushCalendar ? await ctx.pushCalendar(communityId, from, to) : [];
  return {
    notifications: pushes,
    data: rows.map(({ item, community }) => {
      const kind = item.kind as ContentKind;
      const on = item.status === 'SCHEDULED' ? item.publishAt : item.publishedOn;
      return {
        id: item.id,
        community,
        baseType: FEED_ITEM_TYPES[kind],
        displayType: KIND_LABELS[kind],
        heading: item.headline,
        body: item.tagline || plainText(String((item.data as { body?: string }).body ?? '')).slice(0, 300),
        status: item.status as ContentStatus,
        access: item.access as ContentAccess,
        publishingOn: (on ?? item.updatedAt).toISOString(),
        publishedDate: item.publishedOn ? item.publishedOn.toISOString() : null,
      };
    }),
  };
}
