import {
  analyticsMessages,
  RANGE_MAX_DAYS,
  type DayRange,
  type Period,
  type TimeFilter,
} from '@gathering/contract';
import { badRequest } from '../../lib/errors';
import { addDays, daysBetween } from '../../lib/zoned-time';

/** Every filter a route may pass: community TimeFilter, platform Period, and the top-content/insight filters. */
export type RangeFilter = TimeFilter | Period | 'WEEKLY' | 'ALL_TIME';

/** How many days (including today) each rolling filter covers. */
const ROLLING_DAYS: Partial<Record<RangeFilter, number>> = {
  WEEK: 7,
  WEEKLY: 7,
  MONTH: 30,
  QUARTER: 90,
  YEAR: 365,
};

/**
 * The inclusive local days a filter covers. Rolling filters end today; LIFETIME/ALL/ALL_TIME start at
 * `lifetimeStart` (the community's creation day; the platform's oldest community's); RANGE/CUSTOM take `range`,
 * which is then required (400 field `range`) and at most RANGE_MAX_DAYS long.
 */
export function resolveRange(
  filter: RangeFilter,
  range: DayRange | undefined,
  opts: { today: string; lifetimeStart: string },
): DayRange {
  if (filter === 'RANGE' || filter === 'CUSTOM') {
    if (!range) throw badRequest(analyticsMessages.rangeRequired, 'range');
    if (range.from > range.to) throw badRequest(analyticsMessages.rangeInvalid, 'range');
    if (daysBetween(range.from, range.to) > RANGE_MAX_DAYS)
      throw badRequest(analyticsMessages.rangeTooLong, 'range');
    return { from: range.from, to: range.to };
  }
  const days = ROLLING_DAYS[filter];
  if (days) return { from: addDays(opts.today, -(days - 1)), to: opts.today };
  // LIFETIME, ALL, ALL_TIME. A community created "tomorrow" in its zone (clock skew) still gets one day.
  return { from: opts.lifetimeStart < opts.today ? opts.lifetimeStart : opts.today, to: opts.today };
}
