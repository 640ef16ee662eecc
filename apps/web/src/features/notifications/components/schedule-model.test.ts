import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { EMPTY_SCHEDULE, draftOf, scheduleOf, type ScheduleDraft } from './schedule-model';

dayjs.extend(utc);
dayjs.extend(timezone);

const NOW = new Date('2026-11-23T15:00:00Z');
const at = (clock: string, zone?: string) => ({
  date: zone ? dayjs.tz(`2026-11-23T${clock}:00`, zone).toDate() : dayjs(`2026-11-23T${clock}:00`).toDate(),
  zone,
});
const draft = (patch: Partial<ScheduleDraft>): ScheduleDraft => ({ ...EMPTY_SCHEDULE, mode: 'at', ...patch });

describe('scheduleOf', () => {
  it('sends now without a schedule', () => {
    expect(scheduleOf(EMPTY_SCHEDULE, NOW).value).toEqual({
      scheduled: null,
      zone: null,
      localTime: false,
      recurrence: null,
    });
  });

  it("keeps the picked clock time as wall-clock time in the picked zone, whatever the browser's zone", () => {
    const value = scheduleOf(
      draft({ day: new Date(2026, 11, 1), time: at('09:30', 'America/Winnipeg') }),
      NOW,
    ).value;
    expect(value).toEqual({
      scheduled: '2026-12-01T09:30:00',
      zone: 'America/Winnipeg',
      localTime: false,
      recurrence: null,
    });
  });

  it('asks for the day, then the time, and refuses a moment already past in its zone', () => {
    expect(scheduleOf(draft({}), NOW).problem).toBe('day');
    expect(scheduleOf(draft({ day: new Date(2026, 10, 23) }), NOW).problem).toBe('time');
    // 09:00 in Regina (UTC-6 all year) today is 15:00 UTC: exactly now, so not ahead.
    expect(
      scheduleOf(draft({ day: new Date(2026, 10, 23), time: at('09:00', 'America/Regina') }), NOW).problem,
    ).toBe('past');
    expect(
      scheduleOf(draft({ day: new Date(2026, 10, 23), time: at('09:01', 'America/Regina') }), NOW).value
        ?.scheduled,
    ).toBe('2026-11-23T09:01:00');
  });

  it("sends at each recipient's local time: the clock time only, any day from today on", () => {
    const local = draft({ mode: 'local', day: new Date(2026, 10, 23), time: at('07:00') });
    expect(scheduleOf(local, NOW).value).toMatchObject({ scheduled: '2026-11-23T07:00:00', localTime: true });
    expect(scheduleOf({ ...local, day: new Date(2026, 10, 22) }, NOW).problem).toBe('past');
  });

  it('repeats weekly on the chosen days until a last day on or after the first send', () => {
    const weekly = draft({
      day: new Date(2026, 11, 1),
      time: at('09:00', 'America/Toronto'),
      repeat: 'WEEKLY',
      weekdays: ['WE', 'MO'],
    });
    expect(scheduleOf(weekly, NOW).problem).toBe('until');
    expect(scheduleOf({ ...weekly, until: new Date(2026, 10, 30) }, NOW).problem).toBe('until');
    expect(scheduleOf({ ...weekly, until: new Date(2027, 0, 31) }, NOW).value?.recurrence).toEqual({
      frequency: 'WEEKLY',
      interval: 1,
      weekdays: ['MO', 'WE'],
      until: '2027-01-31',
    });
  });
});

describe('draftOf', () => {
  it('reopens a scheduled notification at its clock time in its zone', () => {
    const d = draftOf({
      schedule: '2026-12-01T15:30:00.000Z',
      zone: 'America/Winnipeg',
      localTime: false,
      recurrence: { frequency: 'MONTHLY', interval: 1, weekdays: [], until: '2027-06-01' },
    });
    expect(d.mode).toBe('at');
    expect(dayjs(d.day).format('YYYY-MM-DD')).toBe('2026-12-01');
    expect(scheduleOf(d, NOW).value).toMatchObject({
      scheduled: '2026-12-01T09:30:00',
      zone: 'America/Winnipeg',
      recurrence: { frequency: 'MONTHLY', until: '2027-06-01' },
    });
  });

  it('opens an unscheduled one as "send now"', () => {
    expect(draftOf({ schedule: null, zone: null, localTime: false, recurrence: null })).toEqual(
      EMPTY_SCHEDULE,
    );
  });
});
