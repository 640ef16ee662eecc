import type { ContentAccess, PublishBody } from '@gathering/contract';
import type { Actor } from './content.service';
import { calendar } from './publishing.calendar';
import { publishingContext, type PublishingDeps } from './publishing.context';
import { destroy } from './publishing.destroy';
import { log } from './publishing.log';
import { archive, batch, pin, restore, retract, type BatchAction } from './publishing.moves';
import { publish } from './publishing.publish';

/**
 * Publishing moves content's items through their states (draft, scheduled, published, retracted, archived,
 * deleted), destroys them, and shows their log and the calendar. One operation per file (publishing.<operation>.ts)
 * over the locked items they share (publishing.context.ts); this only puts them together.
 */
export function createPublishingService(deps: PublishingDeps) {
  const ctx = publishingContext(deps);
  return {
    publish: (actor: Actor, id: string, body: PublishBody) => publish(ctx, actor, id, body),
    retract: (actor: Actor, id: string) => retract(ctx, actor, id),
    archive: (actor: Actor, id: string) => archive(ctx, actor, id),
    restore: (actor: Actor, id: string) => restore(ctx, actor, id),
    batch: (actor: Actor, action: BatchAction, ids: string[]) => batch(ctx, actor, action, ids),
    pin: (actor: Actor, id: string, pinned: boolean, access?: ContentAccess) =>
      pin(ctx, actor, id, pinned, access),
    destroy: (actor: Actor, id: string) => destroy(ctx, actor, id),
    log: (communityId: string, id: string, offset: number, limit: number) =>
      log(ctx, communityId, id, offset, limit),
    calendar: (communityId: string, startDate: string, endDate: string) =>
      calendar(ctx, communityId, startDate, endDate),
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;
