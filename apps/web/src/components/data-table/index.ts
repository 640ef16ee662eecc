export { DataTable, type DataTableProps } from './data-table';
export { PagedTable } from './paged-table';
export { usePagedList, type PagedList, type PageParams } from './use-paged-list';
export { useTableState, TABLE_PAGE_SIZE, type TableState } from './use-table-state';
