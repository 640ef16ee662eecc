/**
 * Dates as members read them. An event's dates are wall-clock times in its zone (the community's): shown as they
 * are, with the zone's name, whatever the reader's own zone.
 */

/** The instant (epoch ms) of a wall-clock date and time in an IANA zone. */
export function instantOf(date: string, time: string, zone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The zone's offset at a guess, then at the instant it gives (a second pass settles a day that changes offset).
  let instant = wall - offsetAt(wall, zone);
  instant = wall - offsetAt(instant, zone);
  return instant;
}

/** The zone's offset from UTC at an instant, in ms (America/Edmonton in summer: -6 h). */
function offsetAt(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const validZone = (zone: string | null | undefined): zone is string => {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** "Saturday, June 14, 2025" for a calendar day, in the reader's language. */
export function formatDay(date: string, language: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "6:00 PM" or "18 h 00" for a wall-clock time, as the reader's language writes it. */
export function formatTime(time: string, language: string): string {
  const [hh, mm] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(
    new Date(Date.UTC(2000, 0, 1, hh, mm)),
  );
}

/** The zone's short name on that day ("MDT", "UTC−6"), so a reader elsewhere knows whose clock it is. */
export function zoneName(date: string, time: string, zone: string | null | undefined, language: string) {
  if (!validZone(zone)) return '';
  const parts = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'short' }).formatToParts(
    new Date(instantOf(date, time, zone)),
  );
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** A moment (an ISO date-time) as a date in the community's zone: "June 14, 2025". */
export function formatDate(iso: string, zone: string | null | undefined, language: string): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return '';
  return new Intl.DateTimeFormat(language, {
    timeZone: validZone(zone) ? zone : undefined,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(when);
}
