import { createRequire } from 'node:module';
import type { Recurrence } from '@gathering/contract';
import {
  floatingOf,
  instantOf,
  localSendAt,
  pickZone,
  quietHoursEnd,
  wallClockAt,
  wallOfFloating,
} from '../../lib/zoned-time';

// rrule ships a CommonJS main and an ES build without "type": "module": Node's ESM loader finds no named exports
// in the former and vitest would pick the latter; require() loads the same CommonJS build everywhere.
const { RRule } = createRequire(import.meta.url)('rrule') as typeof import('rrule');

/** What the delivery job knows of a notification when it asks when a device may receive it. */
export interface ScheduledPush {
  kind: string;
  sendAt: Date | null;
  timeZone: string | null;
  localTime: boolean;
}
/** The recipient's side: the device's own zone and its community's zone and quiet hours. */
export interface RecipientClock {
  deviceZone: string | null;
  communityZone: string | null;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
}

/**
 * The earliest instant a device may receive a notification: its send time (per device for a local-time send), then
 * past the community's quiet hours in the device's zone — except for emergency alerts, which never wait.
 * Never earlier than `now`.
 */
export function deliverableAt(push: ScheduledPush, to: RecipientClock, now: Date): Date {
  const zone = pickZone(to.deviceZone, to.communityZone, push.timeZone);
  let at = push.sendAt ?? now;
  if (push.sendAt && push.localTime) at = localSendAt(push.sendAt, pickZone(push.timeZone), zone);
  if (at < now) at = now;
  if (push.kind === 'EMERGENCY') return at;
  return quietHoursEnd(at, zone, to.quietHoursStart, to.quietHoursEnd) ?? at;
}

// ----- Recurrence -----

/** The RFC 5545 rule text stored in notifications.recurrence (without DTSTART: that is send_at in its zone). */
export function toRRule(r: Recurrence): string {
  const parts = [`FREQ=${r.frequency}`, `INTERVAL=${r.interval}`];
  if (r.frequency === 'WEEKLY' && r.weekdays.length) parts.push(`BYDAY=${r.weekdays.join(',')}`);
  parts.push(`UNTIL=${r.until.replaceAll('-', '')}T235959Z`);
  return parts.join(';');
}

/** Reads a stored rule back into the shape the console edits. */
export function fromRRule(text: string): Recurrence {
  const fields = Object.fromEntries(text.split(';').map((kv) => kv.split('=') as [string, string]));
  const until = fields.UNTIL ?? '';
  return {
    frequency: fields.FREQ as Recurrence['frequency'],
    interval: Number(fields.INTERVAL ?? 1),
    weekdays: fields.BYDAY ? (fields.BYDAY.split(',') as Recurrence['weekdays']) : [],
    until: `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}`,
  };
}

/**
 * The occurrences of a series in [from, to): the rule runs on wall-clock time in `zone` from the first send's
 * wall time, so a 09:00 weekly send stays at 09:00 on both sides of a daylight-saving change (its UTC instant
 * moves by the hour). Monthly on the 31st skips the months without one (RFC 5545).
 */
export function occurrencesBetween(rule: string, firstAt: Date, zone: string, from: Date, to: Date): Date[] {
  const dtstart = new Date(floatingOf(wallClockAt(firstAt, zone)));
  const r = new RRule({ ...RRule.parseString(rule), dtstart });
  // Floating and real instants differ by the zone's offset (under 15 hours): widen by a day, then filter exactly.
  const wide = r.between(new Date(from.getTime() - 86_400_000), new Date(to.getTime() + 86_400_000), true);
  return wide.map((d) => instantOf(wallOfFloating(d.getTime()), zone)).filter((t) => t >= from && t < to);
}
