import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { PageMeta } from '@gathering/contract';
import { useTableState, type SortDir, type TableState, type TableStateOptions } from './use-table-state';

/** One page of a list as the API answers it (the contract's `paged()`). */
export interface ListPage<Row> {
  data: Row[];
  meta: PageMeta;
}

/** What a list's query is asked for: the table's page, sort column (`filter`), direction and search. */
export interface PageParams<Sort extends string = string> {
  offset: number;
  limit: number;
  dir: SortDir;
  filter?: Sort;
  /** The debounced search; absent while the box is empty. */
  search?: string;
}

/** A server-driven list: its table's state and the query of the page it shows (`<PagedTable list>` draws both). */
export interface PagedList<Row> {
  table: TableState;
  query: UseQueryResult<ListPage<Row>>;
}

/**
 * The glue of every paged list: the table's state (useTableState) turned into the page's parameters, and the query
 * of that page. `options` builds the feature's query options from them (its own filters added); the table and the
 * query then go to `<PagedTable list>`.
 *
 *   const list = usePagedList({ filter: 'group', dir: 'asc' }, (page) => groupsQuery(page));
 */
export function usePagedList<
  Page extends ListPage<unknown>,
  Sort extends string = string,
  Key extends QueryKey = QueryKey,
>(
  state: TableStateOptions & { filter?: Sort },
  options: (page: PageParams<Sort>) => UseQueryOptions<Page, Error, Page, Key>,
): PagedList<Page['data'][number]> {
  const table = useTableState(state);
  const query = useQuery(
    options({
      offset: table.offset,
      limit: table.limit,
      dir: table.dir,
      filter: table.filter as Sort | undefined,
      search: table.search || undefined,
    }),
  );
  return { table, query };
}
