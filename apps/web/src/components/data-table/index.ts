export { DataTable, type DataTableProps, type PageMeta } from './data-table';
export {
  useTableState,
  TABLE_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  type TableState,
  type TableStateOptions,
  type SortDir,
  type RowId,
} from './use-table-state';
export { PAGE_SIZES, type PageSize } from './page-size';
