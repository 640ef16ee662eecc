import { errorMessage } from '../../lib/api-client';
import { DataTable, type DataTableProps } from './data-table';
import type { PagedList } from './use-paged-list';

type QueryBacked = 'data' | 'meta' | 'state' | 'loading' | 'error' | 'onRetry';

export type PagedTableProps<Row> = Omit<DataTableProps<Row>, QueryBacked> & {
  list: PagedList<Row>;
  /** The screen's words for a failed fetch, when the server gave none ("Could not load the groups"). */
  errorText: string;
};

/**
 * A `<DataTable>` backed by a usePagedList query: its rows and page count, the loader while the first page comes,
 * the failure in the screen's words with Retry (the server's own message when it sent one).
 */
export function PagedTable<Row>({ list, errorText, ...table }: PagedTableProps<Row>) {
  const { query } = list;
  return (
    <DataTable
      {...table}
      data={query.data?.data}
      meta={query.data?.meta}
      state={list.table}
      loading={query.isPending}
      error={query.isError ? errorMessage(query.error, errorText) : null}
      onRetry={() => void query.refetch()}
    />
  );
}
