import dayjs from 'dayjs';

// Spec 001 §9: how far the year list reaches around the current year.
export const DATE_PICKER_YEARS = { before: 10, after: 14 } as const;
export const RANGE_PICKER_YEARS = { before: 100, after: 100 } as const;

export type DateRange = [Date | null, Date | null];
/** What Mantine hands back ('YYYY-MM-DD' strings) or what callers hold. */
export type DateLike = Date | string | null | undefined;

/** First day of the earliest and last moment of the latest year in reach. */
export function yearBounds(
  years: { before: number; after: number },
  now: Date = new Date(),
): { minDate: Date; maxDate: Date } {
  const year = now.getFullYear();
  return {
    minDate: new Date(year - years.before, 0, 1),
    maxDate: new Date(year + years.after, 11, 31, 23, 59, 59, 999),
  };
}

/** Mantine's 'YYYY-MM-DD' strings read as local midnight, not UTC midnight. */
export function toDate(value: DateLike): Date | null {
  if (value == null || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date.toDate() : null;
}

/**
 * A range starts at the beginning of the earlier day and ends at 23:59:59.999 of the later one,
 * whichever order the two days were picked in, so "to 12 March" includes all of 12 March.
 * With one day picked the range is still open.
 */
export function normaliseRange(first: DateLike, second: DateLike): DateRange {
  const a = toDate(first);
  const b = toDate(second);
  if (!a && !b) return [null, null];
  if (!a || !b)
    return [
      dayjs((a ?? b)!)
        .startOf('day')
        .toDate(),
      null,
    ];
  const [start, end] = a <= b ? [a, b] : [b, a];
  return [dayjs(start).startOf('day').toDate(), dayjs(end).endOf('day').toDate()];
}
