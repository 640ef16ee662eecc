import { Paper, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ChartCardProps } from './chart-card-types';

// The charts library is ~100 KB: it arrives with the first chart on screen, never with the login page.
const ChartCardImpl = lazy(() => import('./chart-card'));

/**
 * A titled chart with an empty state ("Nothing to show yet" when there are no points or all are 0) and a "Table"
 * switch that shows the same numbers as an accessible table. Safe to import anywhere: the chart code loads lazily.
 */
export function ChartCard(props: ChartCardProps) {
  return (
    <Suspense
      fallback={
        <Paper withBorder p="lg" radius="md">
          <Skeleton h={(props.height ?? 260) + 40} />
        </Paper>
      }
    >
      <ChartCardImpl {...props} />
    </Suspense>
  );
}
