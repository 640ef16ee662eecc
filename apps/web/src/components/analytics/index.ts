// Analytics widgets shared by the community console and the platform back-office. ChartCard loads the charts
// library lazily itself, so any screen may import from here without growing the first-load bundle.
export { ChartCard } from './lazy-chart-card';
export type { ChartCardProps, ChartCardSeries, ChartPoint } from './chart-card-types';
export { isEmptySeries, formatChartX } from './chart-data';
export { PeriodFilter, type PeriodFilterProps } from './period-filter';
export { StatTile } from './stat-tile';
export { usePeriodWords } from './period-words';
export {
  RANGE_FILTERS,
  fromRangeParam,
  isPeriodReady,
  needsRange,
  periodParams,
  toRangeParam,
  type PeriodValue,
} from './period';
