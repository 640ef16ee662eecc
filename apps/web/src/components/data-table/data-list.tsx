import { Button, Checkbox, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { flexRender, type Header, type Row } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortHeader } from './sort-header';
import type { RowId, TableState } from './use-table-state';

/**
 * The table's rows as a list of cards, for narrow screens (issue 21: at 390 px the members table scrolled sideways
 * and hid role, status and edit). Each cell is shown under its column's header, so nothing is cut or hidden; the
 * sortable headers stay above the list as buttons, with the same states as the table's.
 */
export function DataList<T>({
  headers,
  rows,
  state,
  getRowId,
  selectable,
  allSelected,
  someSelected,
  onToggleAll,
  loading,
  error,
  onRetry,
  emptyText,
  'aria-label': ariaLabel,
}: {
  headers: Header<T, unknown>[];
  rows: Row<T>[];
  state: TableState;
  getRowId: (row: T) => RowId;
  selectable: boolean;
  allSelected: boolean;
  someSelected: boolean;
  onToggleAll: () => void;
  loading: boolean;
  error?: string | null;
  onRetry?: () => void;
  emptyText: string;
  'aria-label'?: string;
}) {
  const { t } = useTranslation('common');
  const label = (header: Header<T, unknown>) =>
    header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
  const sortable = headers.filter((h) => h.column.getCanSort());
  const byColumn = new Map(headers.map((h) => [h.column.id, h]));

  let body: ReactNode;
  if (error)
    body = (
      <Stack align="center" gap="xs" py="lg">
        <Text c="red" role="alert" ta="center">
          {error}
        </Text>
        {onRetry && (
          <Button variant="light" size="xs" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </Stack>
    );
  else if (loading)
    body = Array.from({ length: Math.min(state.limit, 7) }, (_, i) => (
      <Skeleton key={i} height={64} radius="md" data-testid="skeleton-row" />
    ));
  else if (rows.length === 0)
    body = (
      <Text c="dimmed" ta="center" py="lg">
        {emptyText}
      </Text>
    );

  return (
    <Stack gap="xs">
      {(sortable.length > 0 || selectable) && (
        <Group gap="sm" wrap="wrap" role="group" aria-label={t('table.sortBy')}>
          {selectable && (
            <Checkbox
              label={t('table.selectAllRows')}
              checked={allSelected}
              indeterminate={someSelected && !allSelected}
              disabled={rows.length === 0 || loading || !!error}
              onChange={onToggleAll}
            />
          )}
          {sortable.length > 0 && (
            <Text size="sm" c="dimmed" aria-hidden>
              {t('table.sortBy')}
            </Text>
          )}
          {sortable.map((header) => (
            <SortHeader
              key={header.id}
              active={state.filter === header.column.id}
              dir={state.dir}
              onSort={() => state.toggleSort(header.column.id)}
            >
              {label(header)}
            </SortHeader>
          ))}
        </Group>
      )}
      {body ?? (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={ariaLabel} style={{ listStyle: 'none' }}>
          {rows.map((row) => {
            const id = getRowId(row.original);
            const selected = state.selection.has(id);
            return (
              <Paper key={row.id} component="li" withBorder p="sm" data-selected={selected || undefined}>
                <Stack gap={6}>
                  {selectable && (
                    <Checkbox
                      aria-label={t('table.selectRow')}
                      checked={selected}
                      onChange={() => state.toggleRow(id)}
                    />
                  )}
                  {row.getVisibleCells().map((cell) => {
                    const header = byColumn.get(cell.column.id);
                    return (
                      <div key={cell.id} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                        {header && !header.isPlaceholder && header.column.columnDef.header && (
                          <Text size="xs" c="dimmed" fw={600} component="div">
                            {label(header)}
                          </Text>
                        )}
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </div>
                    );
                  })}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
