import { openDatabase, type Database } from '../src/db/client';

/**
 * Runs a benchmark on the embedded database, then on PostgreSQL: DATABASE_URL when set, else a throwaway cluster
 * (scripts/with-postgres.mjs); without PostgreSQL's binaries that half is skipped with a line saying why.
 */
export async function onBothEngines(
  run: (label: string, database: Database) => Promise<void>,
): Promise<void> {
  await run('embedded (PGlite)', await openDatabase({ dataDir: null }));

  let url = process.env.DATABASE_URL;
  let stop: (() => void) | undefined;
  if (!url) {
    try {
      const script = '../../../scripts/with-postgres.mjs';
      const { startCluster } = (await import(script)) as {
        startCluster(): Promise<{ url: string; stop(): void }>;
      };
      ({ url, stop } = await startCluster());
    } catch (err) {
      console.log(`PostgreSQL: skipped (${(err as Error).message})`);
    }
  }
  if (!url) return;
  try {
    await run('PostgreSQL', await openDatabase({ url }));
  } finally {
    stop?.();
  }
}
