import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTimers, realTimers } from '../test-utils';
import { useTableState } from './use-table-state';
import { sessionStore } from '../../lib/session';
import { communityAdmin } from '../../../test/render-app';

beforeEach(fakeTimers);
afterEach(realTimers);

describe('useTableState', () => {
  it('starts on page 1 with 7 rows per page, ascending, no search, nothing selected', () => {
    const { result } = renderHook(() => useTableState());
    expect(result.current).toMatchObject({ offset: 0, limit: 7, filter: undefined, dir: 'asc', search: '' });
    expect(result.current.selection.size).toBe(0);
  });

  it("remembers each person's rows-a-page choice apart, and ignores a stored value it does not offer", () => {
    localStorage.clear();
    sessionStore.setUser({ ...communityAdmin, id: '00000000-0000-4000-8000-0000000000a1' });
    const first = renderHook(() => useTableState());
    act(() => first.result.current.setLimit(25));
    expect(renderHook(() => useTableState()).result.current.limit).toBe(25);
    sessionStore.setUser({ ...communityAdmin, id: '00000000-0000-4000-8000-0000000000b2' });
    expect(renderHook(() => useTableState()).result.current.limit).toBe(7);
    localStorage.setItem('gathering.pageSize.00000000-0000-4000-8000-0000000000b2', '1000');
    expect(renderHook(() => useTableState()).result.current.limit).toBe(7);
    sessionStore.clear();
    localStorage.clear();
  });

  it('takes an initial sort', () => {
    const { result } = renderHook(() => useTableState({ filter: 'lastLogin', dir: 'desc' }));
    expect(result.current).toMatchObject({ filter: 'lastLogin', dir: 'desc' });
  });

  it('debounces the search by 300 ms and then returns to page 1', () => {
    const { result } = renderHook(() => useTableState());
    act(() => result.current.setPage(3));
    act(() => result.current.setSearchInput('jo'));
    expect(result.current.searchInput).toBe('jo');
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toMatchObject({ search: '', offset: 3 });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ search: 'jo', offset: 0 });
  });

  it('restarts the debounce on every keystroke and sends only the last value', () => {
    const { result } = renderHook(() => useTableState());
    act(() => result.current.setSearchInput('j'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.setSearchInput('jo'));
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.search).toBe('');
    act(() => result.current.setSearchInput('joe'));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.search).toBe('joe');
  });

  it('does not leave the page when the debounced text ends up unchanged', () => {
    const { result } = renderHook(() => useTableState());
    act(() => result.current.setSearchInput('a'));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.setPage(2));
    act(() => result.current.setSearchInput('ab'));
    act(() => result.current.setSearchInput('a'));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.offset).toBe(2);
  });

  it('sorting toggles the direction on the same column and starts asc on a new one', () => {
    const { result } = renderHook(() => useTableState());
    act(() => result.current.toggleSort('email'));
    expect(result.current).toMatchObject({ filter: 'email', dir: 'asc' });
    act(() => result.current.toggleSort('email'));
    expect(result.current).toMatchObject({ filter: 'email', dir: 'desc' });
    act(() => result.current.toggleSort('email'));
    expect(result.current.dir).toBe('asc');
    act(() => result.current.toggleSort('email'));
    act(() => result.current.toggleSort('username'));
    expect(result.current).toMatchObject({ filter: 'username', dir: 'asc' });
  });

  it('sorting returns to page 1 and clears the selection, even a persistent one', () => {
    const { result } = renderHook(() => useTableState({ persistSelection: true }));
    act(() => result.current.setPage(2));
    act(() => result.current.toggleRow(1));
    act(() => result.current.toggleSort('email'));
    expect(result.current.offset).toBe(0);
    expect(result.current.selection.size).toBe(0);
  });

  it('a page change clears the selection', () => {
    const { result } = renderHook(() => useTableState());
    act(() => result.current.toggleRow('a'));
    act(() => result.current.setPage(1));
    expect(result.current.offset).toBe(1);
    expect(result.current.selection.size).toBe(0);
  });

  it('a page change keeps the selection when persistSelection is set', () => {
    const { result } = renderHook(() => useTableState({ persistSelection: true }));
    act(() => result.current.toggleRow('a'));
    act(() => result.current.setPage(1));
    act(() => result.current.toggleRow('b'));
    expect([...result.current.selection]).toEqual(['a', 'b']);
  });

  it('a search change clears the selection unless persistent', () => {
    const plain = renderHook(() => useTableState());
    act(() => plain.result.current.toggleRow(1));
    act(() => plain.result.current.setSearchInput('x'));
    act(() => vi.advanceTimersByTime(300));
    expect(plain.result.current.selection.size).toBe(0);

    const kept = renderHook(() => useTableState({ persistSelection: true }));
    act(() => kept.result.current.toggleRow(1));
    act(() => kept.result.current.setSearchInput('x'));
    act(() => vi.advanceTimersByTime(300));
    expect(kept.result.current.selection.has(1)).toBe(true);
  });

  it('toggleRow adds and removes', () => {
    const { result } = renderHook(() => useTableState());
    act(() => result.current.toggleRow(5));
    expect(result.current.selection.has(5)).toBe(true);
    act(() => result.current.toggleRow(5));
    expect(result.current.selection.has(5)).toBe(false);
  });

  it('toggleAll selects every id, and deselects them when all are already selected', () => {
    const { result } = renderHook(() => useTableState({ persistSelection: true }));
    act(() => result.current.toggleRow('other-page'));
    act(() => result.current.toggleRow(2));
    act(() => result.current.toggleAll([1, 2, 3]));
    expect([...result.current.selection].sort()).toEqual([1, 2, 3, 'other-page']);
    act(() => result.current.toggleAll([1, 2, 3]));
    expect([...result.current.selection]).toEqual(['other-page']);
    act(() => result.current.toggleAll([]));
    expect([...result.current.selection]).toEqual(['other-page']);
  });

  it('clearSelection empties it', () => {
    const { result } = renderHook(() => useTableState());
    act(() => result.current.toggleAll(['a', 'b']));
    act(() => result.current.clearSelection());
    expect(result.current.selection.size).toBe(0);
  });

  it('cancels a pending search on unmount', () => {
    const { result, unmount } = renderHook(() => useTableState());
    act(() => result.current.setSearchInput('x'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
