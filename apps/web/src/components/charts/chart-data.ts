import { formatDate } from '../../lib/format';
import type { ChartCardSeries, ChartPoint } from './chart-card-types';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Nothing worth drawing: no points, or every series is 0 at every point (a flat line says nothing). */
export function isEmptySeries(data: ChartPoint[], series: ChartCardSeries[]): boolean {
  return data.every((point) => series.every((s) => !Number(point[s.name])));
}

/** `YYYY-MM-DD` is a calendar day (already in the community's zone): written as that day, never shifted by ours. */
export function formatChartX(value: string | number): string {
  if (typeof value === 'string' && DAY.test(value))
    return formatDate(`${value}T00:00:00Z`, { timeZone: 'UTC' });
  return String(value);
}
