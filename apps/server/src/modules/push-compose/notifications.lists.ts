import type {
  SentNotificationRow,
  notificationDraftsQuery,
  notificationScheduledQuery,
  notificationSentQuery,
} from '@gathering/contract';
import type { z } from 'zod';
import { pageMeta } from '../../lib/paging';
import type { CommunityAdmin } from '../../lib/route';
import { scheduledList } from './item-pushes';
import type { NotificationsContext } from './notifications.context';
import { noFigures, notificationsRepository as repo, type ListOptions } from './notifications.repository';
import { figuresOf, toRow } from './notifications.rows';

/** A page of one of the console's lists, with each notification's figures. */
async function page(ctx: NotificationsContext, actor: CommunityAdmin, o: Omit<ListOptions, 'communityId'>) {
  const { db } = ctx;
  const { rows, total } = await repo.list(db, { ...o, communityId: actor.communityId });
  const figures = await repo.figures(
    db,
    rows.map((r) => r.id),
  );
  const data: SentNotificationRow[] = rows.map((r) => {
    const f = figures.get(r.id) ?? noFigures;
    return { ...toRow(r), conversions: f.opened, figures: figuresOf(f) };
  });
  return { data, meta: pageMeta(o.page, o.limit, total) };
}

/** Notifications › Drafts. */
export const drafts = (
  ctx: NotificationsContext,
  actor: CommunityAdmin,
  q: z.infer<typeof notificationDraftsQuery>,
) =>
  page(ctx, actor, {
    kind: 'drafts',
    sort: q.filter,
    dir: q.dir,
    page: q.offset,
    limit: q.limit,
    search: q.search,
  });

/** Notifications › Scheduled, with the pushes scheduled items send when they go live (item-pushes.ts). */
export const scheduled = (
  ctx: NotificationsContext,
  actor: CommunityAdmin,
  q: z.infer<typeof notificationScheduledQuery>,
) =>
  scheduledList(ctx.db, actor.communityId, q, (n, f) => ({
    ...toRow(n),
    conversions: f.opened,
    figures: figuresOf(f),
  }));

/** Notifications › Sent (or its archive). */
export const sent = (
  ctx: NotificationsContext,
  actor: CommunityAdmin,
  q: z.infer<typeof notificationSentQuery>,
) =>
  page(ctx, actor, {
    kind: 'sent',
    sort: q.filter,
    dir: q.dir,
    page: q.offset,
    limit: q.limit,
    search: q.search,
    archived: q.archived ?? false,
  });
