import {
  analyticsMessages,
  RANGE_MAX_DAYS,
  type DayRange,
  type Period,
  type TimeFilter,
} from '@gathering/contract';
import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { DEFAULT_ZONE, pickZone, wallClockAt } from '../notifications/schedule';

export { DEFAULT_ZONE };

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

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The calendar day `YYYY-MM-DD` an instant falls on in `zone`. */
export function dayIn(instant: Date, zone: string): string {
  const w = wallClockAt(instant, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** Today in `zone`, by the injected clock (tests move it). */
export function today(zone: string, clock: Clock): string {
  return dayIn(clock.now(), zone);
}

/** `day` moved by `n` days (calendar arithmetic, no zone involved). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The zone a community's days are counted in: its own time_zone when usable, else DEFAULT_ZONE. Takes the
 * community row (or anything with `timeZone`) or the zone itself.
 */
export function communityZone(community: { timeZone?: string | null } | string | null | undefined): string {
  return pickZone(typeof community === 'string' ? community : community?.timeZone);
}

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
