import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The lists' sort order: empty values (a member who never signed in, a community without a population) come last
 * in both directions, so reversing a list brings the known values to the top instead of a page of blanks. Callers
 * add their id as the last key so pages never overlap. PostgreSQL's own default puts nulls first descending, so a
 * nullable key is never ordered with a bare asc()/desc().
 */
export const sortBy = (column: SQL | SQL.Aliased | PgColumn, dir: 'asc' | 'desc'): SQL =>
  dir === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;

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
