import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { TimePickerValue } from '../../../components/time-picker';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * When a push goes out: now; at a moment in a chosen zone ("09:00 Winnipeg"); or at a wall-clock time that each
 * recipient reaches in their own zone ("09:00 wherever the phone is").
 */
export type ScheduleMode = 'now' | 'at' | 'local';
export type RepeatFrequency = 'NONE' | 'DAILY' | 'WEEKLY' | 'MONTHLY';
/** RFC 5545 weekday codes, as rrule writes them. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface ScheduleDraft {
  mode: ScheduleMode;
  day: Date | null;
  time: TimePickerValue;
  repeat: RepeatFrequency;
  weekdays: Weekday[];
  until: Date | null;
}

export const EMPTY_SCHEDULE: ScheduleDraft = {
  mode: 'now',
  day: null,
  time: null,
  repeat: 'NONE',
  weekdays: [],
  until: null,
};

/** The schedule as the API takes it: a wall-clock time and the zone it is read in (or each device's own). */
export interface ScheduleValue {
  /** "YYYY-MM-DDTHH:mm:00", read in `timeZone`, or in each device's zone when `localTime`. */
  sendAt: string;
  timeZone: string | null;
  localTime: boolean;
  /** An RFC 5545 RRULE ("FREQ=WEEKLY;BYDAY=MO,WE"), without DTSTART: the send time is the first occurrence. */
  recurrence: string | null;
  /** The last day occurrences may fall on, "YYYY-MM-DD". */
  recurrenceUntil: string | null;
}

/** Translation keys of the problems, under `schedule.problems`. */
export type ScheduleProblem = 'day' | 'time' | 'past' | 'weekdays' | 'until';

export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The clock reading the picker holds: in its zone when one was chosen, else on the browser's clock. */
function clockOf(time: NonNullable<TimePickerValue>): string {
  return (time.zone ? dayjs(time.date).tz(time.zone) : dayjs(time.date)).format('HH:mm');
}

export function rruleOf(draft: Pick<ScheduleDraft, 'repeat' | 'weekdays'>): string | null {
  if (draft.repeat === 'NONE') return null;
  if (draft.repeat === 'WEEKLY')
    return `FREQ=WEEKLY;BYDAY=${WEEKDAYS.filter((d) => draft.weekdays.includes(d)).join(',')}`;
  return `FREQ=${draft.repeat}`;
}

/**
 * The API's schedule for a draft, or the first problem to show. "now" is null: no schedule. A zoned time must
 * still be ahead; a per-recipient local time only needs a day from today on (it is still ahead for someone
 * further west, and the server decides who is past it).
 */
export function scheduleOf(
  draft: ScheduleDraft,
  now: Date = new Date(),
): { value: ScheduleValue | null; problem?: undefined } | { value?: undefined; problem: ScheduleProblem } {
  if (draft.mode === 'now') return { value: null };
  if (!draft.day) return { problem: 'day' };
  if (!draft.time) return { problem: 'time' };
  const day = dayjs(draft.day).format('YYYY-MM-DD');
  const sendAt = `${day}T${clockOf(draft.time)}:00`;
  let timeZone: string | null = null;
  if (draft.mode === 'at') {
    timeZone = draft.time.zone ?? browserZone();
    if (!dayjs.tz(sendAt, timeZone).isAfter(now)) return { problem: 'past' };
  } else if (day < dayjs(now).format('YYYY-MM-DD')) return { problem: 'past' };
  if (draft.repeat === 'WEEKLY' && draft.weekdays.length === 0) return { problem: 'weekdays' };
  const until = draft.repeat !== 'NONE' && draft.until ? dayjs(draft.until).format('YYYY-MM-DD') : null;
  if (until && until < day) return { problem: 'until' };
  return {
    value: {
      sendAt,
      timeZone,
      localTime: draft.mode === 'local',
      recurrence: rruleOf(draft),
      recurrenceUntil: until,
    },
  };
}

/** The draft a stored schedule opens as, for editing a scheduled or draft notification. */
export function draftOf(value: Partial<ScheduleValue> | null | undefined): ScheduleDraft {
  if (!value?.sendAt) return EMPTY_SCHEDULE;
  const zone = value.localTime ? undefined : (value.timeZone ?? undefined);
  const wall = value.sendAt.slice(0, 16);
  const instant = zone ? dayjs.tz(wall, zone).toDate() : dayjs(wall).toDate();
  const rule = value.recurrence ?? '';
  const freq = /FREQ=(DAILY|WEEKLY|MONTHLY)/.exec(rule)?.[1] as RepeatFrequency | undefined;
  const byDay = /BYDAY=([A-Z,]+)/.exec(rule)?.[1]?.split(',') ?? [];
  return {
    mode: value.localTime ? 'local' : 'at',
    day: dayjs(wall.slice(0, 10)).toDate(),
    time: { date: instant, zone },
    repeat: freq ?? 'NONE',
    weekdays: WEEKDAYS.filter((d) => byDay.includes(d)),
    until: value.recurrenceUntil ? dayjs(value.recurrenceUntil).toDate() : null,
  };
}
