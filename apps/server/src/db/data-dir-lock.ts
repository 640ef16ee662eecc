import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { createServer, type Server } from 'node:net';

/** Another live process holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another Gathering server is already using the data folder ${dataDir}. Two servers writing one embedded ` +
        `database lose each other's writes: stop the other one, or give this one its own DATA_DIR (several servers ` +
        `share one PostgreSQL database through DATABASE_URL instead).`,
    );
  }
}

/**
 * One writer per embedded data folder. PGlite keeps no lock of its own, so two servers on one DATA_DIR both start
 * and overwrite each other's pages. The lock is a Linux abstract Unix socket named after the folder's real path:
 * binding it is atomic, and the kernel releases it the moment its process dies, however it dies — so a crashed
 * server never leaves a stale lock behind (no file to clean up, no PID to guess about). It is seen by processes in
 * the same network namespace: containers sharing a volume must not share DATA_DIR (the image runs one server).
 * Elsewhere than Linux there is no abstract namespace: no lock is taken.
 */
export async function lockDataDir(dataDir: string): Promise<{ release(): Promise<void> }> {
  if (process.platform !== 'linux') return { release: async () => {} };
  const key = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 32);
  const server: Server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new DataDirLockedError(dataDir) : err),
    );
    server.listen(`\0gathering-data-${key}`, () => resolve());
  });
  // The lock must not keep an otherwise finished process alive.
  server.unref();
  return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
