import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  WEEKDAYS,
  type NotificationBody,
  type NotificationRow,
  type RecurrenceInput,
} from '@gathering/contract';
import type { TimePickerValue } from '../../../components/time-picker';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * When a push goes out: now; at a moment in a chosen zone ("09:00 Winnipeg"); or at a wall-clock time that each
 * recipient reaches in their own zone ("09:00 wherever the phone is").
 */
export type ScheduleMode = 'now' | 'at' | 'local';
export type RepeatFrequency = 'NONE' | RecurrenceInput['frequency'];
export { WEEKDAYS };
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

/** The schedule fields of the compose body (POST / PATCH /v1/notifications). */
export type ScheduleValue = Required<
  Pick<NotificationBody, 'scheduled' | 'zone' | 'localTime' | 'recurrence'>
>;

/** Translation keys of the problems, under `schedule.problems`. */
export type ScheduleProblem = 'day' | 'time' | 'past' | 'until';

export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The clock reading the picker holds: in its zone when one was chosen, else on the browser's clock. */
function clockOf(time: NonNullable<TimePickerValue>): string {
  return (time.zone ? dayjs(time.date).tz(time.zone) : dayjs(time.date)).format('HH:mm');
}

const NO_SCHEDULE: ScheduleValue = { scheduled: null, zone: null, localTime: false, recurrence: null };

/**
 * The API's schedule for a draft, or the first problem to show. "now" is no schedule. A zoned time must still be
 * ahead; a per-recipient local time only needs a day from today on (it is still ahead for someone further west,
 * and the server decides who is past it). A recurrence without an end date lasts as long as the server allows.
 */
export function scheduleOf(
  draft: ScheduleDraft,
  now: Date = new Date(),
): { value: ScheduleValue; problem?: undefined } | { value?: undefined; problem: ScheduleProblem } {
  if (draft.mode === 'now') return { value: NO_SCHEDULE };
  if (!draft.day) return { problem: 'day' };
  if (!draft.time) return { problem: 'time' };
  const day = dayjs(draft.day).format('YYYY-MM-DD');
  const scheduled = `${day}T${clockOf(draft.time)}:00`;
  // A local-time send is read in each device's zone; the chosen zone (or the browser's) only shows it back.
  const zone = draft.time.zone ?? browserZone();
  if (draft.mode === 'at' && !dayjs.tz(scheduled, zone).isAfter(now)) return { problem: 'past' };
  if (draft.mode === 'local' && day < dayjs(now).format('YYYY-MM-DD')) return { problem: 'past' };
  let recurrence: ScheduleValue['recurrence'] = null;
  if (draft.repeat !== 'NONE') {
    if (!draft.until) return { problem: 'until' };
    const until = dayjs(draft.until).format('YYYY-MM-DD');
    if (until < day) return { problem: 'until' };
    recurrence = {
      frequency: draft.repeat,
      interval: 1,
      // A weekly repeat with no day chosen repeats on the first send's weekday.
      weekdays: draft.repeat === 'WEEKLY' ? WEEKDAYS.filter((d) => draft.weekdays.includes(d)) : [],
      until,
    };
  }
  return { value: { scheduled, zone, localTime: draft.mode === 'local', recurrence } };
}

/** The draft a stored notification opens as, for editing a scheduled one or a draft. */
export function draftOf(
  row: Pick<NotificationRow, 'schedule' | 'zone' | 'localTime' | 'recurrence'>,
): ScheduleDraft {
  if (!row.schedule) return EMPTY_SCHEDULE;
  const zone = row.zone ?? browserZone();
  const there = dayjs(row.schedule).tz(zone);
  return {
    mode: row.localTime ? 'local' : 'at',
    // The day as the zone's calendar shows it, at local midnight (what the date picker holds).
    day: dayjs(there.format('YYYY-MM-DD')).toDate(),
    time: { date: new Date(row.schedule), zone: row.zone ?? undefined },
    repeat: row.recurrence?.frequency ?? 'NONE',
    weekdays: [...(row.recurrence?.weekdays ?? [])],
    until: row.recurrence ? dayjs(row.recurrence.until).toDate() : null,
  };
}
