import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { useDateFormat } from './use-date-format';

describe('useDateFormat', () => {
  it('writes dates in the interface language, again once it changes, and a missing one as told', async () => {
    const { result } = renderHook(() => useDateFormat());
    const first = result.current;
    expect(first.date('2026-11-23T18:30:00Z')).toBe('Nov 23, 2026');
    expect(first.dateTime(null, 'Never')).toBe('Never');
    expect(first.date(undefined)).toBe('');
    await act(() => setLanguage('fr'));
    // A new writer: memoised columns that depend on it are built again.
    expect(result.current).not.toBe(first);
    expect(result.current.date('2026-11-23T18:30:00Z')).toBe('23 nov. 2026');
    await act(() => setLanguage('en'));
    localStorage.clear();
  });
});
