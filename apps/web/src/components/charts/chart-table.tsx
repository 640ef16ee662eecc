import { ScrollArea, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n';
import { formatNumber } from '../../lib/format';
import type { ChartCardSeries, ChartPoint } from './chart-card-types';

/** The chart's numbers as a table: what a screen reader (or someone copying figures) reads instead of the drawing. */
export function ChartTable({
  caption,
  data,
  series,
  dataKey,
  dataKeyLabel,
  formatX,
}: {
  caption: string;
  data: ChartPoint[];
  series: ChartCardSeries[];
  dataKey: string;
  dataKeyLabel: string;
  formatX: (value: string | number) => string;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return (
    <ScrollArea.Autosize mah={320}>
      <Table striped stickyHeader>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{dataKeyLabel}</Table.Th>
            {series.map((s) => (
              <Table.Th key={s.name} scope="col" ta="right">
                {s.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((point, index) => (
            <Table.Tr key={`${String(point[dataKey])}-${index}`}>
              <Table.Th scope="row" fw={400}>
                {formatX(point[dataKey] ?? '')}
              </Table.Th>
              {series.map((s) => (
                <Table.Td key={s.name} ta="right">
                  {formatNumber(Number(point[s.name] ?? 0), { language })}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
