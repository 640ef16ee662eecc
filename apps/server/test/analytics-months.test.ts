import { describe, expect, it } from 'vitest';
import { wholeMonths } from '../src/modules/analytics/analytics-item-statements.repository';

// Top items read the kept month totals only for the months a range holds whole (analytics.repository.ts).
describe('wholeMonths', () => {
  it('names the first and last months a range holds whole', () => {
    expect(wholeMonths('2026-01-01', '2026-03-31')).toEqual({ first: '2026-01-01', last: '2026-03-01' });
    expect(wholeMonths('2026-01-15', '2026-03-10')).toEqual({ first: '2026-02-01', last: '2026-02-01' });
    expect(wholeMonths('2025-12-06', '2026-12-05')).toEqual({ first: '2026-01-01', last: '2026-11-01' });
  });

  it('knows the months that end on their 28th, 29th, 30th and 31st', () => {
    expect(wholeMonths('2026-02-01', '2026-02-28')).toEqual({ first: '2026-02-01', last: '2026-02-01' });
    expect(wholeMonths('2028-02-01', '2028-02-28')).toBeNull();
    expect(wholeMonths('2028-02-01', '2028-02-29')).toEqual({ first: '2028-02-01', last: '2028-02-01' });
    expect(wholeMonths('2026-04-01', '2026-04-30')).toEqual({ first: '2026-04-01', last: '2026-04-01' });
    expect(wholeMonths('2026-12-01', '2026-12-31')).toEqual({ first: '2026-12-01', last: '2026-12-01' });
  });

  it('is null when no month lies wholly inside', () => {
    expect(wholeMonths('2026-03-06', '2026-04-04')).toBeNull();
    expect(wholeMonths('2026-03-02', '2026-03-31')).toBeNull();
    expect(wholeMonths('2026-03-01', '2026-03-30')).toBeNull();
    expect(wholeMonths('2026-03-05', '2026-03-05')).toBeNull();
  });
});
