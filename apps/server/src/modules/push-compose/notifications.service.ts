import type { z } from 'zod';
import type {
  notificationDraftsQuery,
  notificationScheduledQuery,
  notificationSentQuery,
} from '@gathering/contract';
import type { CommunityAdmin } from '../../lib/route';
import { batch } from './notifications.batch';
import { notificationsContext, type NotificationsDeps } from './notifications.context';
import type { Executor } from '../../db/client';
import { create, createIn, type Composer } from './notifications.create';
import { deliver } from './notifications.deliver';
import { drafts, scheduled, sent } from './notifications.lists';
import { sendToMember } from './notifications.send-to-member';
import { update } from './notifications.update';
import type { Body } from './notifications.values';

/**
 * The console's push notifications: compose, edit, send, list, archive and delete, and another module's push to
 * one member. One operation per file (notifications.<operation>.ts) over what they share
 * (notifications.context.ts); this only puts them together.
 */
export function createNotificationsService(deps: NotificationsDeps) {
  const ctx = notificationsContext(deps);
  return {
    create: (actor: CommunityAdmin, body: Body) => create(ctx, actor, body),
    /** Another module's compose inside its own transaction (cap: a proposal's draft, an alert relayed at once). */
    createIn: (tx: Executor, actor: Composer, body: Body) => createIn(ctx, tx, actor, body, ctx.clock.now()),
    update: (actor: CommunityAdmin, body: Body) => update(ctx, actor, body),
    deliver: (actor: CommunityAdmin, id: string) => deliver(ctx, actor, id),
    detail: async (actor: CommunityAdmin, id: string) => ctx.detailOf(await ctx.find(actor, id)),
    drafts: (actor: CommunityAdmin, q: z.infer<typeof notificationDraftsQuery>) => drafts(ctx, actor, q),
    scheduled: (actor: CommunityAdmin, q: z.infer<typeof notificationScheduledQuery>) =>
      scheduled(ctx, actor, q),
    sent: (actor: CommunityAdmin, q: z.infer<typeof notificationSentQuery>) => sent(ctx, actor, q),
    batch: (actor: CommunityAdmin, ids: string[], what: 'archive' | 'delete') => batch(ctx, actor, ids, what),
    sendToMember: (m: Parameters<typeof sendToMember>[1]) => sendToMember(ctx, m),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
