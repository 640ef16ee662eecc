import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { EventDateTime } from '@gathering/contract';
import type { TimePickerValue } from '../../../components/time-picker';
import { i18n } from '../../../i18n';
import { formatDate, formatTime } from '../../../lib/format';
import { newKey } from './form-builder-model';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface EventDateDraft {
  key: string;
  id?: string;
  date: Date | null;
  start: TimePickerValue;
  end: TimePickerValue;
}

export const newEventDate = (): EventDateDraft => ({
  key: newKey(),
  date: null,
  start: null,
  end: null,
});

/** "HH:mm" of a picked time, read in its zone when it has one. */
export function toClock(value: TimePickerValue): string | null {
  if (!value) return null;
  return (value.zone ? dayjs(value.date).tz(value.zone) : dayjs(value.date)).format('HH:mm');
}

/** A stored "HH:mm" back into the picker's value, on today's date in the zone. */
export function fromClock(clock: string, zone?: string): TimePickerValue {
  if (!/^\d{2}:\d{2}$/.test(clock)) return null;
  if (zone) {
    const day = dayjs().tz(zone).format('YYYY-MM-DD');
    return { date: dayjs.tz(`${day}T${clock}:00`, zone).toDate(), zone };
  }
  const [h, m] = clock.split(':').map(Number);
  const date = new Date();
  date.setHours(h, m, 0, 0);
  return { date };
}

export function toDrafts(dateTimes: readonly EventDateTime[] | undefined, zone?: string): EventDateDraft[] {
  return (dateTimes ?? []).map((d) => ({
    key: d.id ?? newKey(),
    id: d.id,
    date: dayjs(d.date, 'YYYY-MM-DD').toDate(),
    start: fromClock(d.startTime, zone),
    end: fromClock(d.endTime, zone),
  }));
}

/** The event's zone: the first one chosen on any of its times. */
export function zoneOf(drafts: readonly EventDateDraft[]): string | undefined {
  for (const d of drafts) {
    const zone = d.start?.zone ?? d.end?.zone;
    if (zone) return zone;
  }
  return undefined;
}

/** Complete rows become date-times (incomplete ones are reported by `problemOf` before a save). */
export function fromDrafts(drafts: readonly EventDateDraft[]): { dateTimes: EventDateTime[] } {
  const dateTimes: EventDateTime[] = [];
  for (const d of drafts) {
    const startTime = toClock(d.start);
    const endTime = toClock(d.end);
    if (!d.date || !startTime || !endTime) continue;
    dateTimes.push({
      ...(d.id ? { id: d.id } : {}),
      date: dayjs(d.date).format('YYYY-MM-DD'),
      startTime,
      endTime,
    });
  }
  return { dateTimes };
}

/** A row that cannot be saved: which one, which of its fields (none: the row as a whole) and why, in a sentence. */
export interface DatesProblem {
  row: number;
  field?: 'end';
  message: string;
}

/** What is wrong with the first row that cannot be saved, as a sentence in the reader's language. */
export function problemOf(drafts: readonly EventDateDraft[]): DatesProblem | undefined {
  for (const [i, d] of drafts.entries()) {
    const startTime = toClock(d.start);
    const endTime = toClock(d.end);
    if (!d.date || !startTime || !endTime)
      return { row: i, message: i18n.t('content:dates.incomplete', { n: i + 1 }) };
    // On the End field: that is the input to change, and the one a screen reader announces it with.
    if (endTime < startTime)
      return { row: i, field: 'end', message: i18n.t('content:dates.endBeforeStart', { n: i + 1 }) };
  }
  return undefined;
}

/**
 * Whether a complete row starts before `now` (its day and start time read in the event's zone, or the reader's).
 * Past events are allowed (an editor may record one deliberately), but only once the editor has confirmed it.
 */
export function startsInPast(drafts: readonly EventDateDraft[], now: Date = new Date()): boolean {
  const zone = zoneOf(drafts);
  return drafts.some((d) => {
    const startTime = toClock(d.start);
    if (!d.date || !startTime) return false;
    const local = `${dayjs(d.date).format('YYYY-MM-DD')}T${startTime}:00`;
    return (zone ? dayjs.tz(local, zone) : dayjs(local)).isBefore(now);
  });
}

/**
 * An event date's day and times written in the reader's format. The stored times are the event zone's own clock
 * ("09:00"), so they are formatted as they are (read in UTC, shown in UTC), never moved into the viewer's zone.
 */
export function eventDateParts(d: EventDateTime): { date: string; start: string; end: string } {
  const asIs = { timeZone: 'UTC' };
  return {
    date: formatDate(`${d.date}T12:00:00Z`, asIs),
    start: formatTime(`1970-01-01T${d.startTime}:00Z`, asIs),
    end: formatTime(`1970-01-01T${d.endTime}:00Z`, asIs),
  };
}
