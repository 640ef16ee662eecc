import type { Clock } from './clock';

// Every time-zone conversion and validation of the server goes through this file: the zone rules are those of the
// running Node's ICU data (Intl), so one place reads them, caches their formatters and decides the daylight-saving
// edge cases (a wall time that happens twice or never) the same way for pushes, publishing, reports and analytics.

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

/**
 * The zone a community's days are counted in: its own time_zone when usable, else DEFAULT_ZONE. Takes the
 * community row (or anything with `timeZone`) or the zone itself.
 */
export function communityZone(community: { timeZone?: string | null } | string | null | undefined): string {
  return pickZone(typeof community === 'string' ? community : community?.timeZone);
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

// The wall time written as if it were UTC ("floating"): arithmetic on days and the rrule engine both work in this
// form, and only instantOf turns it into a real instant.
export const floatingOf = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
export const wallOfFloating = (ms: number): WallTime => {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
};
const sameWall = (a: WallTime, b: WallTime) => floatingOf(a) === floatingOf(b);

/** How far `zone` is ahead of UTC at `utcMs`, in ms (whole minutes: every zone here has them). */
function offsetAt(utcMs: number, zone: string): number {
  return floatingOf(wallClockAt(new Date(utcMs), zone)) - Math.floor(utcMs / 60_000) * 60_000;
}

/**
 * The instant at which `zone`'s clocks show `wall`. Around a daylight-saving change a wall time may happen twice
 * (autumn: the earlier one is chosen, so nothing waits an extra hour) or never (spring: the clocks jump over it;
 * the instant chosen reads an hour later, e.g. 02:30 becomes 03:30 — the moment the clock "would" show it).
 */
export function instantOf(wall: WallTime, zone: string): Date {
  const w = floatingOf(wall);
  // The offsets a day either side cover both sides of any transition near w.
  const offsets = [...new Set([offsetAt(w - 86_400_000, zone), offsetAt(w + 86_400_000, zone)])];
  const fits = offsets.map((o) => w - o).filter((t) => sameWall(wallClockAt(new Date(t), zone), wall));
  if (fits.length) return new Date(Math.min(...fits));
  // In a gap: read with the offset in force before the jump, which lands after it.
  return new Date(w - offsetAt(w - 86_400_000, zone));
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/;

/**
 * A local date-time as the console's time pickers write it (`YYYY-MM-DD HH:MM[:SS]`, with `T` or a space, no
 * offset), or null when `value` is not one (it may then be an ISO date-time with an offset).
 */
export function readWallTime(value: string): (WallTime & { second: number }) | null {
  const m = LOCAL.exec(value.trim());
  if (!m) return null;
  const [, year, month, day, hour, minute, second] = m;
  return {
    year: +year,
    month: +month,
    day: +day,
    hour: +hour,
    minute: +minute,
    second: second ? +second : 0,
  };
}

/** The wall time `hour:minute` of the calendar day `YYYY-MM-DD`. */
export function wallOfDay(day: string, hour = 0, minute = 0): WallTime {
  const [year, month, date] = day.split('-').map(Number);
  return { year, month, day: date, hour, minute };
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
  const endDay = wallOfFloating(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return instantOf({ ...endDay, hour: Math.floor(e / 60), minute: e % 60 }, zone);
}

/**
 * "At this local time for each recipient": the notification was composed as a wall time in `composedZone`
 * (stored as the instant `sendAt`); a device in `deviceZone` gets it when its own clock shows that wall time.
 */
export function localSendAt(sendAt: Date, composedZone: string, deviceZone: string): Date {
  return instantOf(wallClockAt(sendAt, composedZone), deviceZone);
}

/**
 * When a send's job should first wake: a local-time send is due somewhere as soon as the first zone on Earth
 * (UTC+14) shows its wall time; the job then waits for the zones its devices really are in (firstLocalSend).
 */
export function localStartAt(localTime: boolean, sendAt: Date, composedZone: string): Date {
  if (!localTime) return sendAt;
  return new Date(floatingOf(wallClockAt(sendAt, composedZone)) - 14 * 3_600_000);
}

/** For a local-time send: the first instant one of `zones` (the devices' zones, the community's) shows its time. */
export function firstLocalSend(sendAt: Date, composedZone: string, zones: string[]): Date {
  const times = zones.filter(isValidZone).map((z) => localSendAt(sendAt, composedZone, z).getTime());
  return times.length ? new Date(Math.min(...times)) : sendAt;
}

// ----- Calendar days (YYYY-MM-DD) -----

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The calendar day `YYYY-MM-DD` an instant falls on in `zone`. */
export function dayIn(instant: Date, zone: string): string {
  const w = wallClockAt(instant, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** Today in `zone`, by the injected clock (tests move it). */
export function today(zone: string, clock: Clock): string {
  return dayIn(clock.now(), zone);
}

/** `day` moved by `n` days (calendar arithmetic, no zone involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The upper bound of a range's end as the API takes it: an instant as given, or a bare day (YYYY-MM-DD) through the
 * whole of that day (its last millisecond, UTC, as the calendar and the scheduled list have always read it).
 */
export function rangeEnd(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(new Date(value).getTime() + 86_400_000 - 1)
    : new Date(value);
}
