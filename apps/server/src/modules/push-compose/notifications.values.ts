import {
  notificationAlertMessages as alertMessages,
  notificationMessages as msg,
  type notificationBody,
} from '@gathering/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { ZoneRules } from '../../db/zone-rules';
import { badRequest, notFound } from '../../lib/errors';
import type { CommunityAdmin } from '../../lib/route';
import { instantOf, isValidZone, readWallTime, wallOfDay } from '../../lib/zoned-time';
import { checkedAudience } from './audience-check';
import { notificationsRepository as repo, type NewNotification } from './notifications.repository';
import { toRRule } from './recurrence';

export type Body = z.infer<typeof notificationBody>;

/** The instant of `scheduled`: with an offset as is; a wall-clock time without one is read in `zone` (UTC default). */
export function scheduledInstant(value: string, zone: string | null): Date {
  const wall = readWallTime(value);
  if (wall) {
    const at = instantOf(wall, zone ?? 'UTC');
    if (!Number.isNaN(at.getTime()) && wall.year >= 1900 && wall.year <= 2200) return at;
  } else if (/^\d{4}-\d{2}-\d{2}T.*([zZ]|[+-]\d{2}:?\d{2})$/.test(value.trim())) {
    const at = new Date(value);
    const y = at.getUTCFullYear();
    if (!Number.isNaN(at.getTime()) && y >= 1900 && y <= 2200) return at;
  }
  throw badRequest(msg.scheduledRequired, 'scheduled');
}

/** Checks the body against the community and the combination rules; answers the row's values. */
export async function values(
  db: Executor,
  zoneRules: Pick<ZoneRules, 'assertSchedulable'>,
  actor: CommunityAdmin,
  b: Body,
  now: Date,
): Promise<Partial<NewNotification>> {
  const audience = await checkedAudience(db, actor.communityId, b);
  let feedItemId: string | null = null;
  if (b.withData) {
    if (!b.data) throw badRequest(msg.dataRequired, 'data');
    if (!(await repo.feedItemOf(db, actor.communityId, b.data))) throw notFound(msg.feedItemNotFound);
    feedItemId = b.data;
  }
  const zone = b.zone || null;
  if (zone && !isValidZone(zone)) throw badRequest(msg.invalidZone, 'zone');
  if (b.scheduled) await zoneRules.assertSchedulable(zone, 'zone');
  const sendAt = b.scheduled ? scheduledInstant(b.scheduled, zone) : null;
  if (sendAt && !b.draft && sendAt <= now) throw badRequest(msg.scheduledInPast, 'scheduled');

  // Alerts, local time and recurrence (push-extras' fields): only the combinations that mean something.
  const emergency = b.kind === 'EMERGENCY';
  if (emergency && !b.alertType) throw badRequest(alertMessages.alertTypeRequired, 'alertType');
  if (!emergency && b.alertType) throw badRequest(alertMessages.alertTypeOnlyEmergency, 'alertType');
  const reminders = [b.reminderAfterMinutes ?? null, b.reminderMax ?? null];
  if (!emergency && reminders.some((r) => r !== null))
    throw badRequest(alertMessages.remindersOnlyEmergency, 'reminderAfterMinutes');
  if (reminders.filter((r) => r !== null).length === 1)
    throw badRequest(alertMessages.remindersIncomplete, 'reminderAfterMinutes');
  if (b.localTime && !sendAt) throw badRequest(alertMessages.scheduleRequiredForLocal, 'scheduled');
  if (b.recurrence && !sendAt) throw badRequest(alertMessages.scheduleRequiredForRecurrence, 'scheduled');
  if (b.recurrence && b.recurrence.weekdays.length && b.recurrence.frequency !== 'WEEKLY')
    throw badRequest(alertMessages.weekdaysOnlyWeekly, 'recurrence');
  const until = b.recurrence ? instantOf(wallOfDay(b.recurrence.until, 23, 59), zone ?? 'UTC') : null;
  if (until && sendAt && until < sendAt)
    throw badRequest(alertMessages.recurrenceUntilBeforeStart, 'recurrence');
  if (until && sendAt && until.getTime() - sendAt.getTime() > 2 * 366 * 86_400_000)
    throw badRequest(alertMessages.recurrenceTooLong, 'recurrence');

  return {
    title: b.title,
    body: b.body,
    audience,
    feedItemId,
    sendAt,
    timeZone: zone,
    status: b.draft ? 'DRAFT' : sendAt ? 'SCHEDULED' : 'SENDING',
    kind: b.kind,
    alertType: b.alertType ?? null,
    localTime: b.localTime,
    recurrence: b.recurrence ? toRRule(b.recurrence) : null,
    recurrenceUntil: until,
    reminderAfterMinutes: b.reminderAfterMinutes ?? null,
    reminderMax: b.reminderMax ?? null,
    updatedAt: now,
  };
}
