import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { rangeOf, visibleDays } from './calendar-grid';

describe('visibleDays', () => {
  it('shows six Sunday-first weeks in month view', () => {
    const days = visibleDays(dayjs('2026-04-15'), 'month');
    expect(days).toHaveLength(42);
    expect(days[0].format('YYYY-MM-DD ddd')).toBe('2026-03-29 Sun');
    expect(days[41].format('YYYY-MM-DD ddd')).toBe('2026-05-09 Sat');
  });

  it('shows the Sunday-to-Saturday week of the day in week view', () => {
    const days = visibleDays(dayjs('2026-04-15'), 'week');
    expect(days.map((d) => d.format('DD'))).toEqual(['12', '13', '14', '15', '16', '17', '18']);
  });

  it('asks the server for the whole shown span', () => {
    const days = visibleDays(dayjs('2026-04-15'), 'week');
    const range = rangeOf(days);
    expect(new Date(range.startDate).getTime()).toBe(dayjs('2026-04-12').startOf('day').valueOf());
    expect(new Date(range.endDate).getTime()).toBe(dayjs('2026-04-18').endOf('day').valueOf());
  });
});
