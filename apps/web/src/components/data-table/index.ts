export { DataTable, usePaginationLabels, type DataTableProps } from './data-table';
export { PagedTable } from './paged-table';
export { usePagedList, type PagedList } from './use-paged-list';
export { TABLE_PAGE_SIZE, type TableState } from './use-table-state';
