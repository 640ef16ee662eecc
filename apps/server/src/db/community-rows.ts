import type { SqlExecutor } from './client';
import type { CommunityTable } from './community-tables';

/**
 * The writes of a community import (ops/community-import.ts), which fills every table of a community like a
 * restore does: below the modules, it is the one writer besides each table's owner (ARCHITECTURE.md, "Import of a
 * community export").
 */

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Inserts rows (objects keyed by column name, as the export wrote them) through json_populate_recordset, so every
 * value is read by PostgreSQL's own JSON-to-type rules (times, arrays, jsonb). A row that collides with one already
 * there (a unique key such as a device's token) is skipped; answers how many went in.
 */
export async function insertRows(
  ex: SqlExecutor,
  table: CommunityTable,
  columns: string[],
  rows: Record<string, unknown>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const list = columns.map(ident).join(', ');
  const { rows: done } = await ex.executeSql(
    `with inserted as (
       insert into ${ident(table.name)} (${list})
       select ${list} from json_populate_recordset(null::${ident(table.name)}, $1::json)
       on conflict do nothing returning 1)
     select count(*)::int as n from inserted`,
    [JSON.stringify(rows)],
  );
  return done[0].n as number;
}

/** Which of these ids are already rows of the table (its `id` column). */
export async function existingIds(ex: SqlExecutor, table: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await ex.executeSql(
    `select id::text as id from ${ident(table)} where id = any($1::uuid[])`,
    [ids],
  );
  return new Set(rows.map((r) => r.id as string));
}

/** People already on this server, by lowercased e-mail: an imported person with one of them is that person. */
export async function usersByEmail(ex: SqlExecutor, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const { rows } = await ex.executeSql(
    `select lower(email) as email, id::text as id from users where lower(email) = any($1::text[])`,
    [emails.map((e) => e.toLowerCase())],
  );
  return new Map(rows.map((r) => [r.email as string, r.id as string]));
}

/** Whether a value is taken in a unique, case-insensitive column (a username, a community's slug). */
export async function taken(ex: SqlExecutor, table: string, column: string, value: string): Promise<boolean> {
  const { rows } = await ex.executeSql(
    `select 1 from ${ident(table)} where lower(${ident(column)}) = lower($1) limit 1`,
    [value],
  );
  return rows.length > 0;
}
