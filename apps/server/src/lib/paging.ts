import type { PageMeta } from '@gathering/contract';

/** The `meta` of every list answer (DESIGN.md): 0-based current page, page count, row count. */
export const pageMeta = (page: number, limit: number, total: number): PageMeta => ({
  current: page,
  pages: Math.ceil(total / limit),
  total,
});

/** A typed search fragment for LIKE: `%` and `_` typed by a person are letters, not wildcards. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
