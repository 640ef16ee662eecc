import dayjs, { type Dayjs } from 'dayjs';

export type CalendarMode = 'month' | 'week';

/**
 * The days shown for `anchor`: month view is always 6 weeks (42 days) starting on the Sunday on or before
 * the 1st; week view is the Sunday-to-Saturday week holding the anchor.
 */
export function visibleDays(anchor: Dayjs, mode: CalendarMode): Dayjs[] {
  const first = mode === 'month' ? anchor.startOf('month') : anchor.startOf('day');
  const start = first.subtract(first.day(), 'day').startOf('day');
  const count = mode === 'month' ? 42 : 7;
  return Array.from({ length: count }, (_, i) => start.add(i, 'day'));
}

/** The span to ask the server for: from the first shown day's start to the last shown day's end. */
export function rangeOf(days: readonly Dayjs[]): { startDate: string; endDate: string } {
  return {
    startDate: days[0].startOf('day').toISOString(),
    endDate: days[days.length - 1].endOf('day').toISOString(),
  };
}

export const dayKey = (d: Dayjs | Date | string) => dayjs(d).format('YYYY-MM-DD');
