import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A value as COPY's text format reads it: \N for null, and the four characters it escapes. */
export function field(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value !== 'string') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}

/** Rows joined into chunks of text: one stream write per thousand rows instead of one per row. */
async function* chunks(rows: Iterable<readonly unknown[]>): AsyncGenerator<string> {
  let buffer: string[] = [];
  for (const row of rows) {
    buffer.push((row as (string | number | boolean | null)[]).map(field).join('\t'));
    if (buffer.length === 1000) {
      yield buffer.join('\n') + '\n';
      buffer = [];
    }
  }
  if (buffer.length) yield buffer.join('\n') + '\n';
}

/**
 * Streams `rows` into `table` with COPY FROM STDIN (one transaction, the rows' order kept); answers how many. The
 * rows are produced as the server takes them (the stream's back-pressure), so a hundred million never sit in memory.
 */
export async function copyRows(
  client: pg.PoolClient | pg.Client,
  table: string,
  columns: readonly string[],
  rows: Iterable<readonly unknown[]>,
): Promise<number> {
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from(chunks(rows)), stream);
  return Number(stream.rowCount);
}
