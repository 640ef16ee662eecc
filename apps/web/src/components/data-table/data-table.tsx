import { Checkbox, Group, NativeSelect, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageMeta as ContractPageMeta } from '@gathering/contract';
import { formatNumber } from '../../lib/format';
import { TOASTS_CLEAR } from '../toasts';
import { DataList } from './data-list';
import { ariaSort, SortHeader } from './sort-header';
import { LoadingRows, MessageRow } from './table-body-state';
import { PAGE_SIZES, type PageSize } from './page-size';
import type { RowId, TableState } from './use-table-state';

/** The list `meta` of every paginated API answer (the contract's page meta). */
export type PageMeta = ContractPageMeta;

export interface DataTableProps<T> {
  // `any` as TanStack's own docs do: columns built by createColumnHelper have a different value type
  // per column, which no single type parameter describes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  data: readonly T[] | undefined;
  meta?: PageMeta;
  /** From useTableState(); the table only reads and updates it. */
  state: TableState;
  /** Defaults to the row's `id`. */
  getRowId?: (row: T) => RowId;
  /** Adds row checkboxes and a "select all rows" header checkbox. */
  selectable?: boolean;
  searchable?: boolean;
  loading?: boolean;
  /** Message of a failed fetch; replaces the rows. */
  error?: string | null;
  onRetry?: () => void;
  emptyText?: string;
  /** Rendered next to the search box, e.g. batch actions for the selection. */
  toolbar?: ReactNode;
  'aria-label'?: string;
}

const CONTROL_LABELS = {
  first: 'table.firstPage',
  previous: 'table.previousPage',
  next: 'table.nextPage',
  last: 'table.lastPage',
} as const;

/** Names for Mantine Pagination's arrows (icons without text): `getControlProps={usePaginationLabels()}`. */
export function usePaginationLabels() {
  const { t } = useTranslation('common');
  return (control: keyof typeof CONTROL_LABELS) => ({ 'aria-label': t(CONTROL_LABELS[control]) });
}

// A stable empty list, so TanStack does not rebuild its row model on every render while data is absent.
const NO_ROWS: readonly never[] = [];

const defaultRowId = (row: unknown) => (row as { id: RowId }).id;

/**
 * A server-driven table: sorting, paging and search only change `state`, and the caller fetches
 * with it. Columns are sortable when they have an accessor; the column id is the sort key sent
 * as `filter`.
 */
export function DataTable<T>({
  columns,
  data,
  meta,
  state,
  getRowId = defaultRowId,
  selectable = false,
  searchable = true,
  loading = false,
  error,
  onRetry,
  emptyText,
  toolbar,
  'aria-label': ariaLabel,
}: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const paginationLabels = usePaginationLabels();
  const rows = data ?? NO_ROWS;
  const table = useReactTable({
    data: rows as T[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(getRowId(row)),
    manualSorting: true,
    manualPagination: true,
  });

  const pageIds = rows.map(getRowId);
  const selectedOnPage = pageIds.filter((id) => state.selection.has(id)).length;
  const allSelected = pageIds.length > 0 && selectedOnPage === pageIds.length;
  const columnCount = columns.length + (selectable ? 1 : 0);
  const pages = meta?.pages ?? 0;
  // Below 48em (a phone, a narrow window) the rows become a list of cards: no column is hidden or scrolled away.
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;

  let body: ReactNode;
  if (error) body = <MessageRow columns={columnCount} message={error} error onRetry={onRetry} />;
  else if (loading) body = <LoadingRows rows={state.limit} columns={columnCount} />;
  else if (rows.length === 0)
    body = <MessageRow columns={columnCount} message={emptyText ?? t('table.empty')} />;
  else
    body = table.getRowModel().rows.map((row) => {
      const id = getRowId(row.original);
      const selected = state.selection.has(id);
      return (
        <Table.Tr key={row.id} data-selected={selected || undefined}>
          {selectable && (
            <Table.Td w={40}>
              <Checkbox
                aria-label={t('table.selectRow')}
                checked={selected}
                onChange={() => state.toggleRow(id)}
              />
            </Table.Td>
          )}
          {row.getVisibleCells().map((cell) => (
            <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
          ))}
        </Table.Tr>
      );
    });

  return (
    <Stack gap="sm">
      {(searchable || toolbar) && (
        <Group justify="space-between">
          {searchable && (
            <TextInput
              placeholder={t('table.search')}
              aria-label={t('table.search')}
              leftSection={<IconSearch size={16} />}
              value={state.searchInput}
              onChange={(event) => state.setSearchInput(event.currentTarget.value)}
            />
          )}
          {toolbar}
        </Group>
      )}
      {narrow ? (
        <DataList
          headers={table.getHeaderGroups()[0]?.headers ?? []}
          rows={error || loading ? [] : table.getRowModel().rows}
          state={state}
          getRowId={getRowId}
          selectable={selectable}
          allSelected={allSelected}
          someSelected={selectedOnPage > 0}
          onToggleAll={() => state.toggleAll(pageIds)}
          loading={loading}
          error={error}
          onRetry={onRetry}
          emptyText={emptyText ?? t('table.empty')}
          aria-label={ariaLabel}
        />
      ) : (
        <Table.ScrollContainer minWidth={500}>
          <Table aria-label={ariaLabel} aria-busy={loading} highlightOnHover>
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {selectable && (
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={t('table.selectAllRows')}
                        checked={allSelected}
                        indeterminate={selectedOnPage > 0 && !allSelected}
                        disabled={pageIds.length === 0 || loading || !!error}
                        onChange={() => state.toggleAll(pageIds)}
                      />
                    </Table.Th>
                  )}
                  {group.headers.map((header) => {
                    const label = header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext());
                    // A column of buttons given no heading (edit, delete) is headed "Actions": a header cell needs
                    // visible words (axe's empty-table-header), and its cells a header (td-has-header).
                    if (!header.column.columnDef.header)
                      return <Table.Th key={header.id}>{t('table.actions')}</Table.Th>;
                    if (!header.column.getCanSort()) return <Table.Th key={header.id}>{label}</Table.Th>;
                    const active = state.filter === header.column.id;
                    return (
                      <Table.Th key={header.id} aria-sort={ariaSort(active, state.dir)}>
                        <SortHeader
                          active={active}
                          dir={state.dir}
                          onSort={() => state.toggleSort(header.column.id)}
                        >
                          {label}
                        </SortHeader>
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>{body}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 0 && (
        <Group justify="space-between" gap="xs" {...TOASTS_CLEAR}>
          <Text size="sm" c="dimmed">
            {t('table.pageOf', { page: formatNumber(state.offset + 1), pages: formatNumber(pages) })}
            {/* A capped count (a broad member search) is a lower bound: say so with a "+". */}
            {meta
              ? ` · ${t(meta.capped ? 'table.totalCapped' : 'table.total', { total: formatNumber(meta.total) })}`
              : ''}
          </Text>
          <Group gap="sm" wrap="wrap">
            <NativeSelect
              size="xs"
              label={t('table.rowsPerPage')}
              styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
              data={PAGE_SIZES.map((n) => ({ value: String(n), label: formatNumber(n) }))}
              value={String(state.limit)}
              onChange={(event) => state.setLimit(Number(event.currentTarget.value) as PageSize)}
            />
            <Pagination
              total={pages}
              value={state.offset + 1}
              onChange={(page) => state.setPage(page - 1)}
              getControlProps={paginationLabels}
              size="sm"
            />
          </Group>
        </Group>
      )}
    </Stack>
  );
}
