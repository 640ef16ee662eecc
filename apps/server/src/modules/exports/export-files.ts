import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Executor } from '../../db/client';
import { isUuid } from '../../lib/uuid';
import { exportsRepository as repo } from './exports.repository';

/**
 * An export's files in DATA_DIR/exports: its archive `<id>.tar.gz.age` once complete, and while it is written the
 * archive's `.partial` and a scratch folder `<id>.tar.gz.age.scratch-*` (lib/archive.ts, export-archive.ts).
 */
export const archiveName = (id: string) => `${id}.tar.gz.age`;

/** Removes every file of export `id`: a run starting over clears what an earlier run left. */
export async function removeExportFiles(dir: string, id: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((n) => n.startsWith(archiveName(id)))
      .map((n) => rm(join(dir, n), { recursive: true, force: true })),
  );
}

/**
 * Removes what dead runs left in `dir` (a killed server's `.partial` and scratch folder, an archive of an export that
 * is not READY): all but the files of exports this process is writing (`live`) and of those another server's run
 * holds under a live lease. Answers the names removed.
 */
export async function removeLeftovers(
  db: Executor,
  dir: string,
  live: ReadonlySet<string>,
): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const ids = [...new Set(names.map((n) => n.slice(0, 36)).filter(isUuid))];
  const states = await repo.fileStates(db, ids);
  const removed: string[] = [];
  for (const name of names) {
    const id = name.slice(0, 36);
    if (!isUuid(id) || live.has(id) || states.get(id) === 'LIVE') continue;
    if (name === archiveName(id) && states.get(id) === 'READY') continue;
    await rm(join(dir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
