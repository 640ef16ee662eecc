import type { Executor } from '../../db/client';
import { auditedPublishingLog, type AuditRecorder } from '../audit';
import { publishingRepository } from './publishing.repository';

/** What an item's push is made of when it is asked for: the item as it goes live, its audience and who asked. */
export interface ItemPushRequest {
  item: { id: string; communityId: string; headline: string; tagline: string; data: unknown; access: string };
  audience: { groups: string[]; recipients: string[] };
  requestedBy: string | null;
  at: Date;
}

/**
 * The one port a publish crosses to: the push an item sends with it, which the push-compose module counts, writes
 * and sends (handed over by composition/content.ts). Both calls run in the publisher's transaction, so the count
 * and the request commit with the publish or not at all.
 */
export interface ItemPushes {
  /** A schedule with a push: counted now against the community's hourly pushes (429 past the limit). */
  count(tx: Executor, communityId: string, at: Date): Promise<void>;
  /**
   * The push of an item going live: its request and the job that turns it into a notification. `counted`: the
   * push was counted when the item was scheduled; otherwise (a publish now) it is counted here.
   */
  request(tx: Executor, push: ItemPushRequest, opts: { counted: boolean }): Promise<void>;
}

/**
 * Content's items as publishing moves them, with the publishing log recorded in the audit trail as it is written:
 * every publish, schedule, retract, archive, restore, pin and batch change goes through that one writer.
 */
export function publishingItems(audit: AuditRecorder) {
  return { ...publishingRepository, log: auditedPublishingLog(audit, publishingRepository.log) };
}

export type PublishingItems = ReturnType<typeof publishingItems>;
