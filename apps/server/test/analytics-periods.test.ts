import { analyticsMessages, RANGE_MAX_DAYS } from '@gathering/contract';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../src/lib/clock';
import { AppError } from '../src/lib/errors';
import { addDays, communityZone, dayIn, daysBetween, DEFAULT_ZONE, today } from '../src/lib/zoned-time';
import { resolveRange, type RangeFilter } from '../src/modules/analytics/periods';

const opts = { today: '2026-03-10', lifetimeStart: '2025-06-15' };

function rejected(fn: () => unknown): { status: number; message: string; field?: string } {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    const e = err as AppError;
    return { status: e.statusCode, message: e.message, field: e.field };
  }
  throw new Error('expected a 400');
}

describe('analytics periods', () => {
  it('today is the calendar day in the zone, by the injected clock', () => {
    const clock = fixedClock(new Date('2026-03-08T04:30:00Z'));
    expect(today('America/Toronto', clock)).toBe('2026-03-07');
    expect(today('Europe/Paris', clock)).toBe('2026-03-08');
    clock.set(new Date('2026-03-08T05:00:00Z'));
    expect(today('America/Toronto', clock)).toBe('2026-03-08');
    // The fall-back day is 25 hours long: 04:00Z is midnight EDT, 04:59Z the next day is still that day (EST).
    expect(dayIn(new Date('2026-11-01T04:00:00Z'), 'America/Toronto')).toBe('2026-11-01');
    expect(dayIn(new Date('2026-11-02T04:59:00Z'), 'America/Toronto')).toBe('2026-11-01');
  });

  it('a community counts in its own zone, else America/Toronto', () => {
    expect(DEFAULT_ZONE).toBe('America/Toronto');
    expect(communityZone({ timeZone: 'Asia/Tokyo' })).toBe('Asia/Tokyo');
    expect(communityZone('Europe/Paris')).toBe('Europe/Paris');
    expect(communityZone({ timeZone: null })).toBe('America/Toronto');
    expect(communityZone({ timeZone: 'GMT+5 nonsense' })).toBe('America/Toronto');
    expect(communityZone(undefined)).toBe('America/Toronto');
  });

  it.each<[RangeFilter, string]>([
    ['WEEK', '2026-03-04'],
    ['WEEKLY', '2026-03-04'],
    ['MONTH', '2026-02-09'],
    ['QUARTER', '2025-12-11'],
    ['YEAR', '2025-03-11'],
    ['LIFETIME', '2025-06-15'],
    ['ALL', '2025-06-15'],
    ['ALL_TIME', '2025-06-15'],
  ])('%s ends today and starts on %s', (filter, from) => {
    const r = resolveRange(filter, { from: '2020-01-01', to: '2020-01-02' }, opts);
    expect(r).toEqual({ from, to: '2026-03-10' });
  });

  it('rolling filters count today among their days', () => {
    const days = (f: RangeFilter) => {
      const r = resolveRange(f, undefined, opts);
      return daysBetween(r.from, r.to);
    };
    expect([days('WEEK'), days('MONTH'), days('QUARTER'), days('YEAR')]).toEqual([7, 30, 90, 365]);
  });

  it('LIFETIME of a community created today (or "tomorrow" by a skewed clock) is one day', () => {
    expect(resolveRange('LIFETIME', undefined, { today: '2026-03-10', lifetimeStart: '2026-03-11' })).toEqual(
      {
        from: '2026-03-10',
        to: '2026-03-10',
      },
    );
  });

  it.each(['RANGE', 'CUSTOM'] as const)(
    '%s takes the range, across month ends and a DST change',
    (filter) => {
      expect(resolveRange(filter, { from: '2026-02-27', to: '2026-03-09' }, opts)).toEqual({
        from: '2026-02-27',
        to: '2026-03-09',
      });
    },
  );

  it.each(['RANGE', 'CUSTOM'] as const)('%s without a range is a 400 on field range', (filter) => {
    expect(rejected(() => resolveRange(filter, undefined, opts))).toEqual({
      status: 400,
      message: analyticsMessages.rangeRequired,
      field: 'range',
    });
  });

  it('a range ending before it starts is a 400', () => {
    expect(rejected(() => resolveRange('RANGE', { from: '2026-03-02', to: '2026-03-01' }, opts))).toEqual({
      status: 400,
      message: analyticsMessages.rangeInvalid,
      field: 'range',
    });
  });

  it('a range may cover RANGE_MAX_DAYS days, not one more', () => {
    const from = '2020-01-01';
    const longest = { from, to: addDays(from, RANGE_MAX_DAYS - 1) };
    expect(resolveRange('CUSTOM', longest, opts)).toEqual(longest);
    expect(rejected(() => resolveRange('CUSTOM', { from, to: addDays(from, RANGE_MAX_DAYS) }, opts))).toEqual(
      {
        status: 400,
        message: analyticsMessages.rangeTooLong,
        field: 'range',
      },
    );
  });

  it('day arithmetic crosses month and year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(31);
  });
});
