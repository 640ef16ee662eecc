import dayjs from 'dayjs';

/** The filters that need a `range` (`YYYY-MM-DD,YYYY-MM-DD`): RANGE in the community console, CUSTOM too on the platform. */
export const RANGE_FILTERS: readonly string[] = ['RANGE', 'CUSTOM'];

/** A period as the analytics queries take it: `filter`, plus `range` for RANGE/CUSTOM. */
export interface PeriodValue<F extends string = string> {
  filter: F;
  range?: string;
}

export const needsRange = (filter: string) => RANGE_FILTERS.includes(filter);

/** A query can go out: the filter needs no range, or its range has both days. */
export function isPeriodReady(value: PeriodValue): boolean {
  return !needsRange(value.filter) || !!value.range;
}

/** The query parameters of a period (`range` only where the filter uses it). */
export function periodParams<F extends string>(value: PeriodValue<F>): { filter: F; range?: string } {
  return needsRange(value.filter) && value.range
    ? { filter: value.filter, range: value.range }
    : { filter: value.filter };
}

/** Two picked days → `YYYY-MM-DD,YYYY-MM-DD` (the days as the reader picked them, in local time). */
export function toRangeParam(from: Date, to: Date): string {
  return `${dayjs(from).format('YYYY-MM-DD')},${dayjs(to).format('YYYY-MM-DD')}`;
}

/** `YYYY-MM-DD,YYYY-MM-DD` → the two days as local dates for the picker; nulls for no or a malformed range. */
export function fromRangeParam(range: string | undefined): [Date | null, Date | null] {
  const [from, to] = (range ?? '').split(',');
  const a = from ? dayjs(from, 'YYYY-MM-DD') : null;
  const b = to ? dayjs(to, 'YYYY-MM-DD') : null;
  return [a?.isValid() ? a.toDate() : null, b?.isValid() ? b.toDate() : null];
}
