import type { Config } from '../config';
import { defaultPgliteDir, migrateDatabase, openDatabase } from '../db/client';
import { createStorage } from '../lib/files/storage';
import { importCommunity } from './community-import';

/**
 * The operator's `community-import`: this server's database (migrated to this code first; the embedded one only
 * with its server stopped, as its folder's lock says) and its file store, then the import and a report in words.
 */
export async function runCommunityImport(config: Config, file: string, passphrase?: string): Promise<string> {
  const started = performance.now();
  const database = config.databaseUrl
    ? await openDatabase({ url: config.databaseUrl })
    : await openDatabase({ dataDir: defaultPgliteDir(config.dataDir) });
  try {
    await migrateDatabase(database);
    const r = await importCommunity(database, createStorage(config), file, {
      stagingRoot: config.dataDir,
      passphrase,
    });
    const total = Object.values(r.rows).reduce((a, b) => a + b, 0);
    const lines = [
      `Imported the community "${r.slug}" (id ${r.communityId}${r.remapped ? ', every id renewed: the archive was imported here before' : ', ids kept'}): ${total} rows, ${r.files} files, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
      `  people who already had an account here (linked by e-mail): ${r.matchedPeople}`,
    ];
    const skipped = Object.entries(r.skipped);
    if (skipped.length)
      lines.push(
        `  rows left out, already on this server: ${skipped.map(([t, n]) => `${t} ${n}`).join(', ')}`,
      );
    lines.push('Imported people have no password here: they set one with "Forgot password".');
    return lines.join('\n');
  } finally {
    await database.close();
  }
}
