import { describe, expect, it } from 'vitest';
import { DATE_PICKER_YEARS, normaliseRange, RANGE_PICKER_YEARS, toDate, yearBounds } from './date-range';

const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) =>
  new Date(y, m, d, h, min, s, ms);

describe('normaliseRange', () => {
  it('ends at 23:59:59.999 of the later day when picked in order', () => {
    expect(normaliseRange('2024-03-05', '2024-03-12')).toEqual([
      local(2024, 2, 5),
      local(2024, 2, 12, 23, 59, 59, 999),
    ]);
  });

  it('does the same when the later day was picked first', () => {
    expect(normaliseRange('2024-03-12', '2024-03-05')).toEqual([
      local(2024, 2, 5),
      local(2024, 2, 12, 23, 59, 59, 999),
    ]);
  });

  it('takes Dates with times and snaps them to whole days', () => {
    expect(normaliseRange(local(2024, 2, 12, 15, 30), local(2024, 2, 5, 8, 0))).toEqual([
      local(2024, 2, 5),
      local(2024, 2, 12, 23, 59, 59, 999),
    ]);
  });

  it('one day picked twice covers that whole day', () => {
    expect(normaliseRange('2024-03-05', '2024-03-05')).toEqual([
      local(2024, 2, 5),
      local(2024, 2, 5, 23, 59, 59, 999),
    ]);
  });

  it('stays open with a single day, and empty with none', () => {
    expect(normaliseRange('2024-03-05', null)).toEqual([local(2024, 2, 5), null]);
    expect(normaliseRange(null, '2024-03-05')).toEqual([local(2024, 2, 5), null]);
    expect(normaliseRange(null, null)).toEqual([null, null]);
    expect(normaliseRange(undefined, '')).toEqual([null, null]);
  });

  it('crosses months and years', () => {
    expect(normaliseRange('2025-01-02', '2024-12-30')).toEqual([
      local(2024, 11, 30),
      local(2025, 0, 2, 23, 59, 59, 999),
    ]);
  });
});

describe('toDate', () => {
  it("reads Mantine's YYYY-MM-DD as local midnight", () => {
    expect(toDate('2024-03-05')).toEqual(local(2024, 2, 5));
  });

  it('passes Dates through and empties to null', () => {
    expect(toDate(local(2024, 1, 1, 10))).toEqual(local(2024, 1, 1, 10));
    expect(toDate(null)).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDate('not a date')).toBeNull();
  });
});

describe('yearBounds', () => {
  const now = local(2024, 5, 15, 12);

  it('date picker: 10 years before to 14 after, whole years', () => {
    expect(DATE_PICKER_YEARS).toEqual({ before: 10, after: 14 });
    expect(yearBounds(DATE_PICKER_YEARS, now)).toEqual({
      minDate: local(2014, 0, 1),
      maxDate: local(2038, 11, 31, 23, 59, 59, 999),
    });
  });

  it('range picker: 100 years either side', () => {
    expect(RANGE_PICKER_YEARS).toEqual({ before: 100, after: 100 });
    expect(yearBounds(RANGE_PICKER_YEARS, now)).toEqual({
      minDate: local(1924, 0, 1),
      maxDate: local(2124, 11, 31, 23, 59, 59, 999),
    });
  });
});
