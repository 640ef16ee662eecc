import { chmod, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/**
 * The embedded database belongs to the one server that holds its data folder (db/data-dir-lock.ts), so a backup
 * taken while it serves asks that server for the copy: over a Unix socket in DATA_DIR, readable by the server's
 * own user only (mode 0600), never over the network. It answers one thing: a snapshot of the data folder.
 */
export const socketPath = (dataDir: string) => join(dataDir, 'operations.sock');
// The kernel's limit on a socket's path (sun_path, 108 bytes with its terminating zero).
const MAX_SOCKET_PATH = 107;

export async function serveOperations(
  dataDir: string,
  database: Database,
  logger: FastifyBaseLogger,
): Promise<{ close(): Promise<void> } | null> {
  const path = socketPath(dataDir);
  if (!database.snapshot) return null;
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    logger.warn(
      `DATA_DIR is too long a path for the backup socket (${path}): online backups are off; stop the server to back up.`,
    );
    return null;
  }
  const snapshot = database.snapshot.bind(database);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/snapshot') {
      res.writeHead(404).end();
      return;
    }
    const started = Date.now();
    snapshot().then(
      (blob) => {
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': String(blob.size) });
        Readable.fromWeb(blob.stream() as WebStream<Uint8Array>).pipe(res);
        logger.info({ bytes: blob.size, ms: Date.now() - started }, 'database snapshot taken for a backup');
      },
      (err: unknown) => {
        logger.error({ err }, 'database snapshot failed');
        res.writeHead(500).end();
      },
    );
  });
  // Only this server holds the data folder (its lock is taken): a socket file left by a killed one is stale.
  await rm(path, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The running server's snapshot of its database, or null when no server answers on the data folder's socket. */
export async function snapshotFromServer(dataDir: string): Promise<Blob | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: socketPath(dataDir), path: '/snapshot', method: 'GET' }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(
          new Error(`The running server could not take a snapshot of its database (${res.statusCode}).`),
        );
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(new Blob(chunks)));
      res.on('error', reject);
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ENOENT' || err.code === 'ECONNREFUSED' ? resolve(null) : reject(err),
    );
    req.end();
  });
}
