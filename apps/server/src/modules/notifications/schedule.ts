import { createRequire } from 'node:module';
import type { Recurrence } from '@gathering/contract';

// rrule ships a CommonJS main and an ES build without "type": "module": Node's ESM loader finds no named exports
// in the former and vitest would pick the latter; require() loads the same CommonJS build everywhere.
const { RRule } = createRequire(import.meta.url)('rrule') as typeof import('rrule');

/** A wall-clock reading: what a clock on the wall in some zone shows. Months are 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Where a zone is missing or unknown (an old app sending "GMT+5"), the community's zone decides. */
export const DEFAULT_ZONE = 'America/Toronto';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

export function isValidZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The first usable zone of the list (device, community, ...), else DEFAULT_ZONE. */
export function pickZone(...zones: (string | null | undefined)[]): string {
  return zones.find(isValidZone) ?? DEFAULT_ZONE;
}

/** The wall clock of `zone` at `instant`. */
export function wallClockAt(instant: Date, zone: string): WallTime {
  const p = Object.fromEntries(
    formatter(zone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return { year: +p.year, month: +p.month, day: +p.day, hour: +p.hour, minute: +p.minute };
}

// The wall time written as if it were UTC: arithmetic on days and the rrule engine both work in this "floating"
// form, and only instantOf turns it into a real instant.
const floating = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
const fromFloating = (ms: number): WallTime => {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
};
const sameWall = (a: WallTime, b: WallTime) => floating(a) === floating(b);

/** How far `zone` is ahead of UTC at `utcMs`, in ms (whole minutes: every zone here has them). */
function offsetAt(utcMs: number, zone: string): number {
  return floating(wallClockAt(new Date(utcMs), zone)) - Math.floor(utcMs / 60_000) * 60_000;
}

/**
 * The instant at which `zone`'s clocks show `wall`. Around a daylight-saving change a wall time may happen twice
 * (autumn: the earlier one is chosen, so nothing waits an extra hour) or never (spring: the clocks jump over it;
 * the instant chosen reads an hour later, e.g. 02:30 becomes 03:30 — the moment the clock "would" show it).
 */
export function instantOf(wall: WallTime, zone: string): Date {
  const w = floating(wall);
  // The offsets a day either side cover both sides of any transition near w.
  const offsets = [...new Set([offsetAt(w - 86_400_000, zone), offsetAt(w + 86_400_000, zone)])];
  const fits = offsets.map((o) => w - o).filter((t) => sameWall(wallClockAt(new Date(t), zone), wall));
  if (fits.length) return new Date(Math.min(...fits));
  // In a gap: read with the offset in force before the jump, which lands after it.
  return new Date(w - offsetAt(w - 86_400_000, zone));
}

const HM = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** "HH:MM" (24-hour) as minutes after midnight, or null when it is not one. */
export function minutesOf(hm: string | null | undefined): number | null {
  const m = hm ? HM.exec(hm) : null;
  return m ? +m[1] * 60 + +m[2] : null;
}

/**
 * When the quiet window around `at` ends, in `zone`; null when `at` is outside it (or no window is set).
 * start > end is a window over midnight (22:00-07:00); start == end is no window at all.
 */
export function quietHoursEnd(at: Date, zone: string, start: string | null, end: string | null): Date | null {
  const s = minutesOf(start);
  const e = minutesOf(end);
  if (s === null || e === null || s === e) return null;
  const wall = wallClockAt(at, zone);
  const m = wall.hour * 60 + wall.minute;
  const inside = s < e ? m >= s && m < e : m >= s || m < e;
  if (!inside) return null;
  // Over midnight and still before it: the window ends tomorrow.
  const days = s > e && m >= s ? 1 : 0;
  const endDay = fromFloating(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return instantOf({ ...endDay, hour: Math.floor(e / 60), minute: e % 60 }, zone);
}

/**
 * "At this local time for each recipient": the notification was composed as a wall time in `composedZone`
 * (stored as the instant `sendAt`); a device in `deviceZone` gets it when its own clock shows that wall time.
 */
export function localSendAt(sendAt: Date, composedZone: string, deviceZone: string): Date {
  return instantOf(wallClockAt(sendAt, composedZone), deviceZone);
}

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

/**
 * When a send's job should first wake: a local-time send is due somewhere as soon as the first zone on Earth
 * (UTC+14) shows its wall time; the job then waits for the zones its devices really are in (firstLocalSend).
 */
export function localStartAt(localTime: boolean, sendAt: Date, composedZone: string): Date {
  if (!localTime) return sendAt;
  return new Date(floating(wallClockAt(sendAt, composedZone)) - 14 * 3_600_000);
}

/** For a local-time send: the first instant one of `zones` (the devices' zones, the community's) shows its time. */
export function firstLocalSend(sendAt: Date, composedZone: string, zones: string[]): Date {
  const times = zones.filter(isValidZone).map((z) => localSendAt(sendAt, composedZone, z).getTime());
  return times.length ? new Date(Math.min(...times)) : sendAt;
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
  const dtstart = new Date(floating(wallClockAt(firstAt, zone)));
  const r = new RRule({ ...RRule.parseString(rule), dtstart });
  // Floating and real instants differ by the zone's offset (under 15 hours): widen by a day, then filter exactly.
  const wide = r.between(new Date(from.getTime() - 86_400_000), new Date(to.getTime() + 86_400_000), true);
  return wide.map((d) => instantOf(fromFloating(d.getTime()), zone)).filter((t) => t >= from && t < to);
}
