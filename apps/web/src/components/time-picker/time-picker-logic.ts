import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatTime, time12 } from '../../lib/format';
import { zoneLabel } from './time-zones';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec 000 §3: a date carrying hour and minute, with an optional IANA zone. */
export type TimePickerValue = { date: Date; zone?: string } | null;

export type Segment = 'hour' | 'minute' | 'period';
export type Period = 'AM' | 'PM';

/** What the three segment inputs show; '' is an empty segment. Hour is 12-hour, 1–12. */
export interface TimeParts {
  hour: string;
  minute: string;
  period: Period | '';
}

/**
 * English keeps the spec's 12-hour picker exactly (hh:mm AM/PM). French Canada writes times on a 24-hour clock
 * (issue 22 #9; "18 h 30" as every French screen shows them): hour 00–23 and minute, no AM/PM segment.
 */
export type Clock = 12 | 24;
export const clockFor = (language: string): Clock => (language.startsWith('fr') ? 24 : 12);

export const EMPTY_PARTS: TimeParts = { hour: '', minute: '', period: '' };
export const SEGMENTS: readonly Segment[] = ['hour', 'minute', 'period'];
export const segmentsOf = (clock: Clock): readonly Segment[] =>
  clock === 24 ? ['hour', 'minute'] : SEGMENTS;
/** Spec 000 §5: at most 8 digits are typed per opening of the picker. */
export const MAX_TYPED_DIGITS = 8;

export interface TypeResult {
  parts: TimeParts;
  /** Where focus goes next: the same segment while a second digit is still expected. */
  focus: Segment;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The typed digit joins the one before it ("1" then "5" is 15); when that is out of range it starts
 * over as a fresh first digit ("2" then "5" would be 25, so it becomes 5).
 */
function combine(current: string, digit: string, max: number): string {
  const joined = current === '' ? digit : (current + digit).slice(-2);
  return Number(joined) > max ? digit : joined;
}

/**
 * Hour accepts 24-hour entry and shows it in 12-hour form: 13–23 become 1–11 PM and 00 becomes
 * 12 AM. A first digit of 2 or more cannot start a 12-hour hour, so it completes the segment.
 */
export function typeHourDigit(parts: TimeParts, digit: string, clock: Clock = 12): TypeResult {
  const entry = combine(parts.hour, digit, 23);
  // 24-hour: the same joining; a first digit of 3 or more cannot start an hour (30 is none), so it completes it.
  if (clock === 24) {
    if (entry.length === 1 && Number(entry) < 3) return { parts: { ...parts, hour: entry }, focus: 'hour' };
    return { parts: { ...parts, hour: pad(Number(entry)) }, focus: 'minute' };
  }
  if (entry.length === 1) {
    if (Number(entry) >= 2) return { parts: { ...parts, hour: pad(Number(entry)) }, focus: 'minute' };
    return { parts: { ...parts, hour: entry }, focus: 'hour' };
  }
  const value = Number(entry);
  if (value >= 13) return { parts: { ...parts, hour: pad(value - 12), period: 'PM' }, focus: 'minute' };
  if (value === 0) return { parts: { ...parts, hour: '12', period: 'AM' }, focus: 'minute' };
  return { parts: { ...parts, hour: entry }, focus: 'minute' };
}

/**
 * The spec words the limit as "above 60"; 59 is used because 60 is no minute, and a first 6 moves
 * on at once, so no typed sequence can tell the two apart.
 */
export function typeMinuteDigit(parts: TimeParts, digit: string): TypeResult {
  const entry = combine(parts.minute, digit, 59);
  if (entry.length === 1 && Number(entry) < 6) return { parts: { ...parts, minute: entry }, focus: 'minute' };
  return { parts: { ...parts, minute: pad(Number(entry)) }, focus: 'period' };
}

/** "a"/"p" on the AM/PM segment; any other key leaves it alone. */
export function typePeriodKey(parts: TimeParts, key: string): TimeParts {
  const k = key.toLowerCase();
  if (k === 'a') return { ...parts, period: 'AM' };
  if (k === 'p') return { ...parts, period: 'PM' };
  return parts;
}

/**
 * Up/Down: hour wraps 12→1 and 1→12 (24-hour: 23→00 and 00→23), minute 59→0 and 0→59, AM/PM toggles. Empty
 * starts at an end.
 */
export function stepPart(parts: TimeParts, segment: Segment, delta: 1 | -1, clock: Clock = 12): TimeParts {
  if (segment === 'period') {
    const period: Period = parts.period === 'AM' ? 'PM' : parts.period === 'PM' ? 'AM' : 'AM';
    return { ...parts, period };
  }
  if (segment === 'hour' && clock === 24) {
    if (parts.hour === '') return { ...parts, hour: delta > 0 ? '00' : '23' };
    return { ...parts, hour: pad((Number(parts.hour) + delta + 24) % 24) };
  }
  if (segment === 'hour') {
    if (parts.hour === '') return { ...parts, hour: delta > 0 ? '01' : '12' };
    const hour = Number(parts.hour) % 12 || 12; // a lone "0" counts as 12
    return { ...parts, hour: pad(((hour - 1 + delta + 12) % 12) + 1) };
  }
  if (parts.minute === '') return { ...parts, minute: delta > 0 ? '00' : '59' };
  return { ...parts, minute: pad((Number(parts.minute) + delta + 60) % 60) };
}

export function clearPart(parts: TimeParts, segment: Segment): TimeParts {
  return { ...parts, [segment]: '' };
}

/** Right/Left arrows move between segments, stopping at the ends. */
export function neighbour(segment: Segment, direction: 1 | -1, clock: Clock = 12): Segment {
  const segments = segmentsOf(clock);
  const index = Math.min(Math.max(segments.indexOf(segment) + direction, 0), segments.length - 1);
  return segments[index];
}

/** The segments still empty, in order (what the picker names under the segments). */
export function missingParts(parts: TimeParts, clock: Clock = 12): Segment[] {
  return segmentsOf(clock).filter((segment) => parts[segment] === '');
}

export function isComplete(parts: TimeParts, clock: Clock = 12): boolean {
  return missingParts(parts, clock).length === 0;
}

/** 24-hour clock: AM 12 is 0, PM adds 12 except to 12 (a lone typed "0" reads as 12 too). */
export function toHour24(hour: number, period: Period): number {
  return (hour % 12) + (period === 'PM' ? 12 : 0);
}

/**
 * The chosen time on today's date — today in the chosen zone when there is one, else the local
 * today — with seconds and milliseconds zero. Null while a segment is empty.
 */
export function buildDate(
  parts: TimeParts,
  zone?: string | null,
  now: Date = new Date(),
  clock: Clock = 12,
): Date | null {
  if (!isComplete(parts, clock)) return null;
  const hour = clock === 24 ? Number(parts.hour) : toHour24(Number(parts.hour), parts.period as Period);
  const minute = Number(parts.minute);
  if (zone) {
    const day = dayjs(now).tz(zone).format('YYYY-MM-DD');
    return dayjs.tz(`${day}T${pad(hour)}:${pad(minute)}:00`, zone).toDate();
  }
  const date = new Date(now);
  date.setHours(hour, minute, 0, 0);
  return date;
}

/** The segments for a stored value, read in its zone when it has one. */
export function partsFromValue(value: TimePickerValue, clock: Clock = 12): TimeParts {
  if (!value) return EMPTY_PARTS;
  const time = value.zone ? dayjs(value.date).tz(value.zone) : dayjs(value.date);
  if (clock === 24) return { hour: pad(time.hour()), minute: pad(time.minute()), period: '' };
  return {
    hour: pad(time.hour() % 12 || 12),
    minute: pad(time.minute()),
    period: time.hour() < 12 ? 'AM' : 'PM',
  };
}

/** "hh:mm AM/PM" (French: "18 h 30"), followed by the zone's label when there is one. */
export function formatTimeValue(value: TimePickerValue, clock: Clock = 12): string {
  if (!value) return '';
  if (clock === 24) {
    const time = formatTime(value.date, { timeZone: value.zone, language: 'fr' });
    return value.zone ? `${time} ${zoneLabel(value.zone)}` : time;
  }
  if (!value.zone) return time12(value.date);
  return `${dayjs(value.date).tz(value.zone).format('hh:mm A')} ${zoneLabel(value.zone)}`;
}
