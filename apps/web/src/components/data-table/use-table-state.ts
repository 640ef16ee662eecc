import { useCallback, useEffect, useRef, useState } from 'react';

import { PAGE_SIZES, storedPageSize, storePageSize, type PageSize } from './page-size';

// Spec 001 §9 (the default; a person may choose more: page-size.ts).
export const TABLE_PAGE_SIZE = PAGE_SIZES[0];
export const SEARCH_DEBOUNCE_MS = 300;

export type SortDir = 'asc' | 'desc';
export type RowId = string | number;

export interface TableStateOptions {
  /** Keep the selection across page changes (e.g. to act on rows from several pages at once). */
  persistSelection?: boolean;
  /** Initial sort column (the API's `filter`) and direction. */
  filter?: string;
  dir?: SortDir;
}

export interface TableState {
  /** 0-based page index, sent as the API's `offset`. */
  offset: number;
  limit: number;
  /** Sort column, sent as the API's `filter`. */
  filter?: string;
  dir: SortDir;
  /** Debounced search sent to the server. */
  search: string;
  /** What is in the search box right now. */
  searchInput: string;
  setSearchInput(value: string): void;
  /** Takes a 0-based page index. */
  setPage(offset: number): void;
  /** Rows a page: back to the first page, remembered for this person's tables. */
  setLimit(limit: PageSize): void;
  toggleSort(column: string): void;
  selection: ReadonlySet<RowId>;
  toggleRow(id: RowId): void;
  /** Selects all of `ids`, or deselects them when every one is already selected. */
  toggleAll(ids: readonly RowId[]): void;
  clearSelection(): void;
}

const EMPTY: ReadonlySet<RowId> = new Set();

/** Query state of a server-driven table: offset, sort, debounced search and the row selection. */
export function useTableState(options: TableStateOptions = {}): TableState {
  const { persistSelection = false } = options;
  const [offset, setOffset] = useState(0);
  const [limit, setLimitState] = useState<PageSize>(storedPageSize);
  const [filter, setFilter] = useState(options.filter);
  const [dir, setDir] = useState<SortDir>(options.dir ?? 'asc');
  const [search, setSearch] = useState('');
  const [searchInput, setInput] = useState('');
  const [selection, setSelection] = useState<ReadonlySet<RowId>>(EMPTY);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searchRef = useRef('');

  useEffect(() => () => clearTimeout(debounce.current), []);

  const clearSelection = useCallback(() => setSelection(EMPTY), []);

  // A new page shows other rows: a selection the user cannot see would be acted on by surprise.
  const changePage = useCallback(
    (next: number) => {
      setOffset(next);
      if (!persistSelection) setSelection(EMPTY);
    },
    [persistSelection],
  );

  const setSearchInput = useCallback(
    (value: string) => {
      setInput(value);
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => {
        // Only a real change of the query goes back to page 1; retyping the same text does not.
        if (value === searchRef.current) return;
        searchRef.current = value;
        setSearch(value);
        changePage(0);
      }, SEARCH_DEBOUNCE_MS);
    },
    [changePage],
  );

  const setLimit = useCallback(
    (next: PageSize) => {
      storePageSize(next);
      setLimitState(next);
      changePage(0);
    },
    [changePage],
  );

  const toggleSort = useCallback(
    (column: string) => {
      if (column === filter) setDir((d) => (d === 'asc' ? 'desc' : 'asc'));
      else {
        setFilter(column);
        setDir('asc');
      }
      // Spec: sorting returns to page 1 and clears the selection, even a persistent one.
      setOffset(0);
      setSelection(EMPTY);
    },
    [filter],
  );

  const toggleRow = useCallback((id: RowId) => {
    setSelection((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const toggleAll = useCallback((ids: readonly RowId[]) => {
    setSelection((current) => {
      const next = new Set(current);
      const allSelected = ids.length > 0 && ids.every((id) => current.has(id));
      ids.forEach((id) => (allSelected ? next.delete(id) : next.add(id)));
      return next;
    });
  }, []);

  return {
    offset,
    limit,
    filter,
    dir,
    search,
    searchInput,
    setSearchInput,
    setPage: changePage,
    setLimit,
    toggleSort,
    selection,
    toggleRow,
    toggleAll,
    clearSelection,
  };
}
