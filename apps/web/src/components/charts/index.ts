// Charts and figure tiles with no domain: a chart with its numbers as a table, a figure with what it covers.
// ChartCard loads the charts library lazily itself, so any screen may import from here without growing the
// first-load bundle.
export { ChartCard } from './lazy-chart-card';
export type { ChartCardSeries } from './chart-card-types';
export { formatChartX } from './chart-data';
export { StatTile } from './stat-tile';
