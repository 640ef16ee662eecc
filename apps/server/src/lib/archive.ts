import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Decrypter, Encrypter } from 'age-encryption';
import tar from 'tar-stream';

/**
 * The backup archive: a gzipped tar, encrypted with age (https://age-encryption.org, passphrase mode) when a
 * passphrase is given, so `age -d` opens it too. Entries are written as they come (the database, then the files:
 * memory does not grow with the uploads) and `manifest.json` comes last, with every entry's SHA-256.
 */
export const MANIFEST = 'manifest.json';
const AGE_MAGIC = 'age-encryption.org/v1';

export interface ArchiveWriter {
  add(name: string, body: Buffer | Readable, size: number): Promise<string>;
  /**
   * Writes the manifest (with the checksums of every entry) and moves the archive to its final name. Answers the
   * SHA-256 of the gzipped tar (before encryption: what `age -d` gives back) and of the manifest.
   */
  finish(manifest: Record<string, unknown>): Promise<{ archiveSha256: string; manifestSha256: string }>;
  abort(): Promise<void>;
}

/** Streams of an archive being written to `path` (first as `path.partial`, renamed once complete). */
export async function createArchive(
  path: string,
  passphrase?: string,
  // A passphrase that is a random key rather than words needs no costly stretching (age's default, 2^18, holds
  // 256 MB for a second): the export's server key passes a low factor.
  opts: { scryptWorkFactor?: number } = {},
): Promise<ArchiveWriter> {
  const partial = `${path}.partial`;
  await mkdir(dirname(path), { recursive: true });
  const pack = tar.pack();
  const whole = createHash('sha256');
  const gzip = createGzip();
  const gzipped: Readable = pack.pipe(gzip).pipe(
    new Transform({
      transform(chunk: Buffer, _enc, cb) {
        whole.update(chunk);
        cb(null, chunk);
      },
    }),
  );
  let out = gzipped;
  if (passphrase) {
    const e = new Encrypter();
    e.setPassphrase(passphrase);
    if (opts.scryptWorkFactor) e.setScryptWorkFactor(opts.scryptWorkFactor);
    out = Readable.fromWeb(
      (await e.encrypt(Readable.toWeb(gzipped) as ReadableStream<Uint8Array>)) as WebStream,
    );
  }
  const done = pipeline(out, createWriteStream(partial, { mode: 0o600 }));
  done.catch(() => {});
  const sums: Record<string, string> = {};

  return {
    async add(name, body, size) {
      const hash = createHash('sha256');
      await new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name, size, mode: 0o600 }, (err) => (err ? reject(err) : resolve()));
        if (Buffer.isBuffer(body)) {
          hash.update(body);
          entry.end(body);
        } else {
          body.on('data', (chunk: Buffer) => hash.update(chunk));
          body.on('error', reject);
          body.pipe(entry);
        }
      });
      sums[name] = hash.digest('hex');
      return sums[name];
    },
    async finish(manifest) {
      const body = Buffer.from(JSON.stringify({ ...manifest, sha256: sums }, null, 2) + '\n');
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name: MANIFEST, size: body.length, mode: 0o600 }, body, (err) =>
          err ? reject(err) : resolve(),
        ),
      );
      pack.finalize();
      await done;
      await rename(partial, path);
      return {
        archiveSha256: whole.digest('hex'),
        manifestSha256: createHash('sha256').update(body).digest('hex'),
      };
    },
    async abort() {
      // Every stage, down to the one the file's pipeline reads: `pipe()` does not carry a destroyed source on, and
      // a pipeline left waiting for its end would keep `done` open while nothing keeps the process alive (a
      // failed backup then exited 0, silently, leaving its .partial).
      for (const stream of [pack, gzip, gzipped, out]) stream.destroy();
      await done.catch(() => {});
      await rm(partial, { force: true });
    },
  };
}

export class ArchiveError extends Error {}

/**
 * The gzipped tar inside an archive written with a passphrase (a file's path, or the archive as a stream: from the
 * object store), streamed (what `age -d` gives back).
 */
export async function decryptedArchive(source: string | Readable, passphrase: string): Promise<Readable> {
  const d = new Decrypter();
  d.addPassphrase(passphrase);
  const stream = typeof source === 'string' ? createReadStream(source) : source;
  const web = await d.decrypt(Readable.toWeb(stream) as ReadableStream<Uint8Array>);
  return Readable.fromWeb(web as WebStream);
}

/**
 * Whether the archive is age-encrypted. Only such an archive is authenticated: age's MAC proves it was made with the
 * passphrase. The manifest's checksums of a plain one show that it is whole, not who wrote it: someone who changes
 * a file can change its checksum too.
 */
export async function isEncrypted(path: string): Promise<boolean> {
  const head = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    createReadStream(path, { start: 0, end: AGE_MAGIC.length - 1 })
      .on('data', (c) => chunks.push(c as Buffer))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject);
  });
  return head.toString('latin1') === AGE_MAGIC;
}

/**
 * Unpacks an archive into `dir` (a fresh folder) and checks every entry against the manifest's SHA-256: a
 * truncated, altered or foreign file stops here, before anything of the target is touched. Answers the manifest.
 */
export async function extractArchive(
  path: string,
  dir: string,
  passphrase?: string,
  format = 'gathering-backup',
): Promise<Record<string, unknown> & { sha256: Record<string, string> }> {
  const file = await stat(path).catch(() => null);
  if (!file?.isFile()) throw new ArchiveError(`There is no file ${path}${file ? ' (it is a folder)' : ''}.`);
  const encrypted = await isEncrypted(path);
  if (encrypted && !passphrase)
    throw new ArchiveError(
      'This backup is encrypted: give its passphrase in BACKUP_PASSPHRASE or with --passphrase-file.',
    );
  let source: Readable = createReadStream(path);
  if (encrypted) {
    const d = new Decrypter();
    d.addPassphrase(passphrase!);
    try {
      const web = await d.decrypt(Readable.toWeb(source) as ReadableStream<Uint8Array>);
      source = Readable.fromWeb(web as WebStream);
    } catch {
      throw new ArchiveError('The passphrase does not open this backup.');
    }
  }
  const found: Record<string, string> = {};
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const name = normalize(header.name);
    if (header.type !== 'file' || name.startsWith('..') || name.startsWith(sep)) {
      stream.resume();
      return next(new ArchiveError(`The backup holds an unexpected entry: ${header.name}.`));
    }
    const target = join(dir, name);
    const hash = createHash('sha256');
    mkdir(dirname(target), { recursive: true })
      .then(() =>
        pipeline(
          stream,
          new Transform({
            transform(chunk: Buffer, _enc, cb) {
              hash.update(chunk);
              cb(null, chunk);
            },
          }),
          createWriteStream(target, { mode: 0o600 }),
        ),
      )
      .then(() => {
        found[name] = hash.digest('hex');
        next();
      }, next);
  });
  try {
    await pipeline(source, createGunzip(), extract);
  } catch (err) {
    if (err instanceof ArchiveError) throw err;
    throw new ArchiveError(
      `The backup could not be read (${(err as Error).message}): it is damaged or not a backup.`,
    );
  }
  if (!found[MANIFEST])
    throw new ArchiveError('The backup has no manifest: it is incomplete or not a backup.');
  const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Record<string, unknown> & {
    sha256: Record<string, string>;
  };
  if (manifest.format !== format)
    throw new ArchiveError(
      format === 'gathering-backup'
        ? 'This file is not a Gathering backup.'
        : 'This file is not a Gathering community export.',
    );
  for (const [name, sum] of Object.entries(manifest.sha256)) {
    if (found[normalize(name)] !== sum)
      throw new ArchiveError(`The backup is damaged: ${name} does not match its checksum.`);
  }
  return manifest;
}
