import type { MantineColor } from '@mantine/core';

/** One line/bar of a chart: the data field it reads, its (translated) label and colour. */
export interface ChartCardSeries {
  name: string;
  label: string;
  color?: MantineColor;
}

export type ChartPoint = Record<string, string | number>;

export interface ChartCardProps {
  title: string;
  /** Points oldest first; each has the `dataKey` field (a day `YYYY-MM-DD` by default) and one field per series. */
  data: ChartPoint[];
  series: ChartCardSeries[];
  /** The x-axis field. Default `date`. */
  dataKey?: string;
  /** Header of the x column in the table view. Default "Date". */
  dataKeyLabel?: string;
  kind?: 'area' | 'bar' | 'line';
  /** How an x value is written; defaults to a calendar day in the reader's language for `YYYY-MM-DD` values. */
  formatX?: (value: string | number) => string;
  /** Shows a skeleton instead of the chart (the caller's query is pending). */
  loading?: boolean;
  /** Text under the title (e.g. the days the figures cover). */
  description?: string;
  height?: number;
}
