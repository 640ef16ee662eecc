import type { SqlExecutor } from './client';

/**
 * What a backup reads of the database beside its dump, in the dump's own snapshot (PostgreSQL: the transaction
 * whose exported snapshot pg_dump used; PGlite: the dumped folder opened in memory), so the files it copies are
 * exactly the ones its rows name.
 */

/** Every uploaded file's storage key: content files, support screenshots, and logos stored as "files/<key>". */
export async function fileKeys(ex: SqlExecutor): Promise<string[]> {
  const { rows } = await ex.executeSql(
    `select file_path as key from attachments
     union select storage_key from support_attachments
     union select substring(logo from 7) from communities where logo like 'files/%'
     order by 1`,
  );
  return rows.map((r) => r.key as string);
}

/** Rows of the tables a person would check after a restore, for the manifest and the restore's report. */
export async function tableCounts(ex: SqlExecutor): Promise<Record<string, number>> {
  const tables = [
    'communities',
    'users',
    'memberships',
    'feed_items',
    'attachments',
    'notifications',
    'emails',
  ];
  const { rows } = await ex.executeSql(
    `select ${tables.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ')}`,
  );
  return rows[0] as Record<string, number>;
}
