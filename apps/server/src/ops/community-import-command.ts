import { documentSigner } from '../lib/signing';
import { stat } from 'node:fs/promises';
import type { Config } from '../config';
import { migrateDatabase } from '../db/client';
import { createStorage } from '../lib/files/storage';
import { importCommunity, ImportError } from './community-import';
import { openGatheringDatabase } from './gathering-data';

/**
 * The operator's `community-import`: this server's database (migrated to this code first; the embedded one only
 * with its server stopped, as its folder's lock says) and its file store, then the import and a report in words.
 * A file that is not there is refused before the database is opened.
 */
export async function runCommunityImport(config: Config, file: string, passphrase?: string): Promise<string> {
  const started = performance.now();
  if (!(await stat(file).catch(() => null))?.isFile()) throw new ImportError(`There is no file ${file}.`);
  // Into a server's own database only: a folder or database where it never ran is refused, not made anew.
  const database = await openGatheringDatabase(config);
  try {
    await migrateDatabase(database);
    const r = await importCommunity(database, createStorage(config), file, {
      stagingRoot: config.dataDir,
      passphrase,
      signer: documentSigner(config.certificateKey),
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
