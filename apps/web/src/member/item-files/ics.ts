import { instantOf } from '../render/dates';

/**
 * An event as an iCalendar file (RFC 5545) for the reader's own calendar: one VEVENT per date of the event. Its
 * times are wall-clock times in the event's zone (the community's); written as the UTC instants they are, which
 * every calendar reads the same and shows in its own zone, with no VTIMEZONE to carry (a TZID without one is not
 * valid iCalendar, and calendars differ on it).
 */
export interface CalendarEvent {
  /** The item's id: with the date's, each VEVENT's UID, so a second download updates rather than duplicates. */
  id: string;
  headline: string;
  tagline?: string | null;
  location?: string | null;
  /** The item's address in the web app (absolute). */
  url: string;
  zone: string;
  dateTimes: { id?: string; date: string; startTime: string; endTime: string }[];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 20260614T150000Z */
export function utcStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(
    d.getUTCMinutes(),
  )}${pad(d.getUTCSeconds())}Z`;
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A content line folded at 75 octets (§3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line takes 75 octets; the others 74 after their leading space.
    if (size + bytes > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function eventIcs(event: CalendarEvent, now: number, host: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Gathering//Member web app//EN',
    'METHOD:PUBLISH',
  ];
  event.dateTimes.forEach((d, i) => {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id}-${d.id ?? i}@${host}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(instantOf(d.date, d.startTime, event.zone))}`,
      `DTEND:${utcStamp(instantOf(d.date, d.endTime, event.zone))}`,
      `SUMMARY:${text(event.headline)}`,
    );
    if (event.location) lines.push(`LOCATION:${text(event.location)}`);
    const about = [event.tagline, event.url].filter(Boolean).join('\n\n');
    lines.push(`DESCRIPTION:${text(about)}`, `URL:${event.url}`, 'END:VEVENT');
  });
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A file name from the headline: letters and digits of any script kept, the rest a dash. */
export const icsFileName = (headline: string) =>
  `${
    headline
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event'
  }.ics`;
