import { NOTIFICATIONS_PER_HOUR, notificationMessages } from '@gathering/contract';
import type { Executor } from '../../db/client';
import { takeLimit, type Limit } from '../../db/rate-limits';

/**
 * Pushes a community sends or schedules per hour: one administrator's script pushed 60 sends to everyone in a
 * second. Counted in the transaction that starts the push (a refused or failed one counts nothing), once per push:
 * when a notification leaves the drafts, or when content is published (or scheduled) with a notification.
 */
const PUSH_SENDS: Limit = {
  scope: 'notifications.send',
  max: NOTIFICATIONS_PER_HOUR,
  windowMs: 3_600_000,
  message: notificationMessages.tooManySends,
};

/**
 * Counts one push of `communityId` (429 past the limit). Emergency alerts are not counted, so a community can always
 * warn its people; they are to be audited instead (issue 24, not built yet).
 */
export function countSend(tx: Executor, communityId: string, kind: string | undefined, now: Date) {
  return kind === 'EMERGENCY' ? Promise.resolve() : takeLimit(tx, PUSH_SENDS, communityId, now);
}
