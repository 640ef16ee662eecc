import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The lists' sort order: ascending puts empty values first, descending last (as the spec's tables show them).
 * Callers add their id as the last key so pages never overlap.
 */
export const sortBy = (column: SQL | PgColumn, dir: 'asc' | 'desc'): SQL =>
  dir === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`;

/** A list query of drizzle's select builder, ordered, waiting for its page. */
interface PageableQuery<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * One page of a list and the count of all its rows, run together. The caller builds both from one definition of
 * the list's FROM, joins and WHERE (a local `source(columns)`), so the page and its total cannot drift apart.
 * `page` is the 0-based page index of the API (DESIGN.md "Lists").
 */
export async function paged<Row>(q: {
  rows: PageableQuery<Row>;
  total: PromiseLike<{ total: number }[]>;
  limit: number;
  page: number;
}): Promise<{ rows: Row[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([q.rows.limit(q.limit).offset(q.page * q.limit), q.total]);
  return { rows, total };
}
