import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { systemClock, type Clock } from '../clock';
import { isStorageFull, storageFull } from '../errors';
import { fileSigner, isPrivateKey, isUnservedKey, type FileSigning } from './private-files';

/**
 * Where uploaded files live. One API over two backends:
 * - disk (default): DATA_DIR/uploads/<key>, with the content type beside it in DATA_DIR/uploads/.meta/<key>.json;
 * - an S3-compatible bucket when S3_BUCKET is set (endpoint, region, keys, path style from config).
 *
 * Keys are slash-separated paths chosen by the caller, e.g. `communities/<id>/logo-<random>.png`; every segment
 * starts with a letter or digit and holds only letters, digits, dots, dashes and underscores (so no "..", no
 * hidden files). Use a fresh key per upload: files are served with a one-year immutable cache.
 * Every backend is read back through GET /files/<key> (uploads.routes.ts), so addresses are the same for both.
 *
 * Addresses are stored relative to the public base ("files/<key>") and made absolute with the running server's
 * PUBLIC_URL when answered, so a database restored under another host name or port still finds its files.
 * Private files (screenshots, documents: private-files.ts) are answered with a signed, expiring query, fresh in
 * each answer, and served only against it.
 */
export interface Storage {
  /**
   * Stores the file whole or not at all: a write cut short (the disk filled up) leaves nothing behind, and a full
   * disk or store is answered 507 with a sentence (AppError).
   */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** As put, streaming a file of this machine (a community's export archive: larger than memory should hold). */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** The file and its content type, or null when there is none under that key. */
  get(key: string): Promise<{ body: Readable | Buffer; contentType: string; size?: number } | null>;
  /** Removes the file; removing a missing file is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Removes every file whose key starts with `prefix/` (a community's folder) and answers how many there were;
   * an empty or missing folder answers 0. Run again, it finds nothing left.
   */
  removeAll(prefix: string): Promise<number>;
  /** The keys under `prefix/`, in key order (the audit trail's checkpoints: few, named by their time). */
  list(prefix: string): Promise<string[]>;
  /** The address to store for a key: "files/<key>", relative to the public base. */
  storedAddress(key: string): string;
  /**
   * The address clients fetch a stored address at: PUBLIC_URL/files/<key>, signed for a while when the file is
   * private. Anything else (an external logo, or an absolute address written before addresses were stored
   * relative) is answered as it is.
   */
  publicAddress(stored: string): string;
  /** As publicAddress, passing null through. */
  publicAddressOrNull(stored: string | null): string | null;
  /**
   * The unsigned address of a file a public item shows (an image of its text): served to anyone while the item
   * is public (private-files.ts). Anything not ours is answered as it is.
   */
  openAddress(stored: string): string;
  /** Our own file's stored form of an address a client sent back (absolute or relative); others unchanged. */
  toStored(address: string): string;
  /** The key behind a stored or public address of ours, or null for any other address. */
  keyOf(address: string): string | null;
  /**
   * How GET /files/<key> may serve a key: 'public', seconds left on a private key's valid signature, or null
   * (a private key without a valid signature: answered as if there were no such file).
   */
  access(key: string, expires?: string, signature?: string): 'public' | number | null;
  /** The signing window now: answers kept as rendered text must not outlive it (their addresses expire). */
  addressWindow(): number;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export function isValidKey(key: string): boolean {
  const parts = key.split('/');
  return key.length <= 512 && parts.length <= 8 && parts.every((p) => SEGMENT.test(p));
}

function checkKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
}

export function createStorage(
  config: Pick<Config, 'dataDir' | 'publicUrl' | 's3' | 'jwtSecret'>,
  clock: Clock = systemClock,
): Storage {
  const urls = fileAddresses(config.publicUrl, { secret: config.jwtSecret, now: () => clock.now() });
  return config.s3 ? { ...s3Backend(config.s3), ...urls } : { ...diskBackend(config.dataDir), ...urls };
}

const RELATIVE = 'files/';

/** The address half of Storage: pure string work over the public base, exported for its unit test. */
export function fileAddresses(publicUrl: string, signing: FileSigning) {
  const absolute = `${publicUrl}/${RELATIVE}`;
  const signer = fileSigner(signing);
  const keyOf = (given: string): string | null => {
    // A signed address sent back keeps its key; the signature is never stored.
    const address = given.split('?')[0];
    const rest = address.startsWith(RELATIVE)
      ? address.slice(RELATIVE.length)
      : address.startsWith(absolute)
        ? address.slice(absolute.length)
        : null;
    return rest !== null && isValidKey(rest) ? rest : null;
  };
  const publicAddress = (stored: string) => {
    const key = stored.startsWith(RELATIVE) ? keyOf(stored) : null;
    if (!key) return stored;
    return isPrivateKey(key) ? absolute + key + signer.query(key) : absolute + key;
  };
  return {
    openAddress: (stored: string) => {
      const key = stored.startsWith(RELATIVE) ? keyOf(stored) : null;
      return key ? absolute + key : stored;
    },
    storedAddress: (key: string) => {
      checkKey(key);
      return RELATIVE + key;
    },
    publicAddress,
    publicAddressOrNull: (stored: string | null) => (stored === null ? null : publicAddress(stored)),
    toStored: (address: string) => {
      const key = keyOf(address);
      return key ? RELATIVE + key : address;
    },
    keyOf,
    access: (key: string, expires?: string, signature?: string) =>
      isUnservedKey(key)
        ? null
        : isPrivateKey(key)
          ? signer.remaining(key, expires, signature)
          : ('public' as const),
    addressWindow: signer.window,
  };
}

function diskBackend(dataDir: string) {
  const root = resolve(dataDir, 'uploads');
  const metaRoot = join(root, '.meta');
  const pathOf = (key: string) => {
    checkKey(key);
    const path = resolve(root, key);
    // checkKey already rules out "..": this is the belt to its braces.
    if (!path.startsWith(root + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  };
  const metaOf = (key: string) => join(metaRoot, `${key}.json`);
  /** Writes a file (`write` fills its path) and its content type beside it, both or neither. */
  async function keep(key: string, contentType: string, write: (path: string) => Promise<void>) {
    const path = pathOf(key);
    try {
      await mkdir(dirname(path), { recursive: true });
      await mkdir(dirname(metaOf(key)), { recursive: true });
      await write(path);
      await writeFile(metaOf(key), JSON.stringify({ contentType }));
    } catch (err) {
      // Neither half of a file cut short stays: no row will ever name it.
      await Promise.all([rm(path, { force: true }), rm(metaOf(key), { force: true })]);
      throw isStorageFull(err) ? storageFull() : err;
    }
  }
  return {
    put: (key: string, body: Buffer, contentType: string) =>
      keep(key, contentType, (path) => writeFile(path, body)),
    putFile: (key: string, from: string, contentType: string) =>
      keep(key, contentType, (path) => copyFile(from, path)),
    async get(key: string) {
      if (!isValidKey(key)) return null;
      const path = pathOf(key);
      try {
        const [info, meta] = await Promise.all([stat(path), readFile(metaOf(key), 'utf8')]);
        if (!info.isFile()) return null;
        const { contentType } = JSON.parse(meta) as { contentType: string };
        return { body: createReadStream(path), contentType, size: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key: string) {
      await rm(pathOf(key), { force: true });
      await rm(metaOf(key), { force: true });
    },
    async removeAll(prefix: string) {
      const dir = pathOf(prefix);
      let files = 0;
      try {
        const entries = await readdir(dir, { recursive: true, withFileTypes: true });
        files = entries.filter((e) => e.isFile()).length;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
      await rm(dir, { recursive: true, force: true });
      await rm(join(metaRoot, prefix), { recursive: true, force: true });
      return files;
    },
    async list(prefix: string) {
      const dir = pathOf(prefix);
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((err) => {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      });
      return entries
        .filter((e) => e.isFile())
        .map((e) => `${prefix}/${join(e.parentPath, e.name).slice(dir.length + 1)}`)
        .sort();
    },
  };
}

function s3Backend(s3: NonNullable<Config['s3']>) {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    // A checksum only where the operation requires one: by default the SDK (since 3.729) sends a streamed body as
    // aws-chunked with a trailing checksum, which many S3-compatible stores do not read (s3rver stored the chunks'
    // framing as the file's content). TLS guards the bytes on the way, and an export archive's encryption (age)
    // authenticates every chunk of it on reading.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
  });
  return {
    async put(key: string, body: Buffer, contentType: string) {
      checkKey(key);
      try {
        await client.send(
          new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body, ContentType: contentType }),
        );
      } catch (err) {
        // An object store keeps a put whole or not at all; a full one answers 507 (MinIO's XMinioStorageFull).
        throw isStorageFull(err) ? storageFull() : err;
      }
    },
    async putFile(key: string, path: string, contentType: string) {
      checkKey(key);
      // One PUT streams the file (up to the 5 GB an S3 PUT takes): its length is known, so nothing is buffered.
      const { size } = await stat(path);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: s3.bucket,
            Key: key,
            Body: createReadStream(path),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
      } catch (err) {
        throw isStorageFull(err) ? storageFull() : err;
      }
    },
    async get(key: string) {
      if (!isValidKey(key)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        if (!res.Body) return null;
        return {
          body: res.Body as Readable,
          contentType: res.ContentType ?? 'application/octet-stream',
          size: res.ContentLength,
        };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async remove(key: string) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
    async removeAll(prefix: string) {
      checkKey(prefix);
      let removed = 0;
      // A listing answers at most 1,000 keys, as many as one DeleteObjects takes; list again until none is left.
      for (;;) {
        const listed = await client.send(
          new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${prefix}/`, MaxKeys: 1000 }),
        );
        const keys = (listed.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (!keys.length) return removed;
        const res = await client.send(
          new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        if (res.Errors?.length)
          throw new Error(`S3 refused to delete ${res.Errors.length} object(s) under ${prefix}/`);
        removed += keys.length;
      }
    },
    async list(prefix: string) {
      checkKey(prefix);
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const listed = await client.send(
          new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
        );
        for (const o of listed.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
  };
}

/**
 * Stores a file, then the row that names it (`record`): when the row cannot be written, the file goes too, so no
 * file stays that nothing names.
 */
export async function storeThenRecord<T>(
  storage: Pick<Storage, 'put' | 'remove'>,
  file: { key: string; body: Buffer; contentType: string },
  record: () => Promise<T>,
): Promise<T> {
  await storage.put(file.key, file.body, file.contentType);
  try {
    return await record();
  } catch (err) {
    await storage.remove(file.key).catch(() => undefined);
    throw err;
  }
}

/** What a service that answers file addresses needs of Storage. */
export type FileAddresses = Pick<
  Storage,
  'publicAddress' | 'publicAddressOrNull' | 'openAddress' | 'toStored' | 'keyOf' | 'addressWindow'
>;
