// This module pulls in @mantine/charts and recharts: import it only through `lazy()` (index.ts does), so the
// login page and the screens without charts never download them.
import '@mantine/charts/styles.css';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n';
import { formatNumber } from '../../lib/format';
import type { ChartCardProps } from './chart-card-types';
import { formatChartX, isEmptySeries } from './chart-data';
import { ChartTable } from './chart-table';

const COLORS = ['cyan.6', 'indigo.6', 'teal.6', 'orange.6', 'grape.6', 'pink.6'];

export default function ChartCard({
  title,
  data,
  series,
  dataKey = 'date',
  dataKeyLabel,
  kind = 'area',
  formatX = formatChartX,
  loading = false,
  description,
  height = 260,
}: ChartCardProps) {
  const { t, i18n } = useTranslation('common');
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const language = i18n.language as Language;
  const empty = !loading && isEmptySeries(data, series);
  const coloured = series.map((s, i) => ({ ...s, color: s.color ?? COLORS[i % COLORS.length]! }));
  const common = {
    h: height,
    data,
    dataKey,
    series: coloured,
    withLegend: series.length > 1,
    valueFormatter: (value: number) => formatNumber(value, { language }),
    xAxisProps: { tickFormatter: (value: string | number) => formatX(value) },
  };

  return (
    // A figure, not a region: a page of charts beside tiles of the same names (a "Member sign-ups" tile and chart)
    // made landmarks with the same name, and a chart is not a place one jumps to.
    <Paper withBorder p="lg" radius="md" component="figure" m={0} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h5" id={titleId}>
              {title}
            </Title>
            {description && (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            )}
          </div>
          {!empty && !loading && (
            <Switch
              size="xs"
              label={t('chart.table')}
              aria-label={t('chart.showTable')}
              checked={asTable}
              onChange={(event) => setAsTable(event.currentTarget.checked)}
            />
          )}
        </Group>
        {loading ? (
          // A status, so its name is allowed and read (a bare div may not carry aria-label: axe aria-prohibited-attr).
          <Skeleton h={height} role="status" aria-label={t('chart.loading')} />
        ) : empty ? (
          <Text c="dimmed" ta="center" py="xl" h={height / 2}>
            {t('chart.empty')}
          </Text>
        ) : asTable ? (
          <ChartTable
            caption={title}
            data={data}
            series={coloured}
            dataKey={dataKey}
            dataKeyLabel={dataKeyLabel ?? t('chart.date')}
            formatX={formatX}
          />
        ) : kind === 'bar' ? (
          <BarChart {...common} />
        ) : kind === 'line' ? (
          <LineChart {...common} curveType="monotone" withDots={false} />
        ) : (
          <AreaChart {...common} curveType="monotone" withDots={false} />
        )}
      </Stack>
    </Paper>
  );
}
