import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { time12 } from '../../lib/format';
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

export const EMPTY_PARTS: TimeParts = { hour: '', minute: '', period: '' };
export const SEGMENTS: readonly Segment[] = ['hour', 'minute', 'period'];
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
export function typeHourDigit(parts: TimeParts, digit: string): TypeResult {
  const entry = combine(parts.hour, digit, 23);
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

/** Up/Down: hour wraps 12→1 and 1→12, minute 59→0 and 0→59, AM/PM toggles. Empty starts at an end. */
export function stepPart(parts: TimeParts, segment: Segment, delta: 1 | -1): TimeParts {
  if (segment === 'period') {
    const period: Period = parts.period === 'AM' ? 'PM' : parts.period === 'PM' ? 'AM' : 'AM';
    return { ...parts, period };
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
export function neighbour(segment: Segment, direction: 1 | -1): Segment {
  const index = Math.min(Math.max(SEGMENTS.indexOf(segment) + direction, 0), SEGMENTS.length - 1);
  return SEGMENTS[index];
}

export function isComplete(parts: TimeParts): boolean {
  return parts.hour !== '' && parts.minute !== '' && parts.period !== '';
}

/** 24-hour clock: AM 12 is 0, PM adds 12 except to 12 (a lone typed "0" reads as 12 too). */
export function toHour24(hour: number, period: Period): number {
  return (hour % 12) + (period === 'PM' ? 12 : 0);
}

/**
 * The chosen time on today's date — today in the chosen zone when there is one, else the local
 * today — with seconds and milliseconds zero. Null while a segment is empty.
 */
export function buildDate(parts: TimeParts, zone?: string | null, now: Date = new Date()): Date | null {
  if (!isComplete(parts)) return null;
  const hour = toHour24(Number(parts.hour), parts.period as Period);
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
export function partsFromValue(value: TimePickerValue): TimeParts {
  if (!value) return EMPTY_PARTS;
  const time = value.zone ? dayjs(value.date).tz(value.zone) : dayjs(value.date);
  return {
    hour: pad(time.hour() % 12 || 12),
    minute: pad(time.minute()),
    period: time.hour() < 12 ? 'AM' : 'PM',
  };
}

/** "hh:mm AM/PM", followed by the zone's label when there is one. */
export function formatTimeValue(value: TimePickerValue): string {
  if (!value) return '';
  if (!value.zone) return time12(value.date);
  return `${dayjs(value.date).tz(value.zone).format('hh:mm A')} ${zoneLabel(value.zone)}`;
}
