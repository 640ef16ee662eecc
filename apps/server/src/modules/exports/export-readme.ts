import { EXCLUDED, OMITTED_COLUMNS, type CommunityTable } from '../../db/community-tables';

/**
 * The archive's README: its formats, every table with how its rows belong to the community, and what was left out
 * and why. Written from the same derivation the export reads (db/community-tables.ts), so it cannot drift.
 */
export function exportReadme(
  tables: CommunityTable[],
  community: { id: string; name: string; slug: string },
): string {
  const lines = [
    `# Export of the community "${community.name}" (${community.slug}) from Gathering`,
    '',
    `Community id: ${community.id}. Everything the community owns on the server that made this archive, in open`,
    'formats: any program that reads JSON or CSV reads it, and Gathering imports it on another server',
    '(`npm run community:import -- <this file>`).',
    '',
    '## Layout',
    '',
    '- `manifest.json`: the format name and version, when it was made, every table with its columns (name and',
    '  PostgreSQL type), primary key, foreign keys and row count, every file with its content type and size, what',
    '  was left out and why, and the SHA-256 of every other entry of the archive (`sha256`). Check an entry with',
    '  `sha256sum tables/members.jsonl` and compare.',
    '- `tables/<table>.jsonl`: JSON Lines, one row per line, an object keyed by column name. Values are as',
    '  PostgreSQL renders them in JSON: times in ISO 8601 with their offset, dates as YYYY-MM-DD, ids as UUIDs,',
    '  JSON columns as JSON, arrays as arrays, null as null. Rows are in primary-key order. This is the exact data.',
    '- `tables/<table>.csv`: the same rows as CSV (RFC 4180, UTF-8, a header line of column names) for',
    '  spreadsheets. JSON and array values are written as JSON text; a cell that a spreadsheet would run as a formula',
    '  (starting with =, +, - or @) is prefixed with an apostrophe.',
    '- `files/<key>`: every uploaded file the rows name (content files and images, support screenshots, the logo),',
    '  under its storage key: `attachments.file_path`, `support_attachments.storage_key`, and `communities.logo`',
    '  (stored as `files/<key>`).',
    '',
    '## Tables',
    '',
    '| table | rows belong to the community through |',
    '| --- | --- |',
    ...tables.map((t) => `| ${t.name} | ${t.path} |`),
    '',
    '## Left out',
    '',
    ...Object.entries(EXCLUDED).map(([t, why]) => `- table \`${t}\`: ${why}`),
    ...Object.entries(OMITTED_COLUMNS).map(([c, why]) => `- column \`${c}\`: ${why}`),
    '- generated columns (search keys the database computes from other columns)',
    '',
    'Keep this archive as safely as the community data it holds: it names every member, with their e-mail address.',
    '',
  ];
  return lines.join('\n');
}
