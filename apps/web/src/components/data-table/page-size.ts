import { sessionStore } from '../../lib/session';

/** Spec 001 §9: seven rows a page, unless the person chose more (issue 21). */
export const PAGE_SIZES = [7, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

// One choice per person in this browser, for every table: people who want long lists want them everywhere.
const key = () => `gathering.pageSize.${sessionStore.getSnapshot().user?.id ?? 'anonymous'}`;

export function storedPageSize(): PageSize {
  try {
    const value = Number(localStorage.getItem(key()));
    return (PAGE_SIZES as readonly number[]).includes(value) ? (value as PageSize) : PAGE_SIZES[0];
  } catch {
    // Storage refused (a private window's quota, a policy): the spec's default.
    return PAGE_SIZES[0];
  }
}

export function storePageSize(size: PageSize): void {
  try {
    localStorage.setItem(key(), String(size));
  } catch {
    // Not remembered; the choice still applies to this table.
  }
}
