import { stat, statfs } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** A folder the server writes to, named as the operator configures it (never its absolute path: /readyz is public). */
export interface Volume {
  name: 'data' | 'uploads';
  label: string;
  path: string;
}

export interface VolumeSpace {
  volume: Volume['name'];
  label: string;
  /** Bytes this process may still write (the unprivileged free space), and the volume's size. */
  free: number;
  size: number;
  /** The device: two folders on one volume are told about once. */
  device: number;
}

/** DATA_DIR (the embedded database, exports, the mail outbox) and, on disk storage, its uploads folder. */
export function serverVolumes(config: { dataDir: string; s3?: unknown }): Volume[] {
  const data = resolve(config.dataDir);
  return [
    { name: 'data', label: 'DATA_DIR', path: data },
    ...(config.s3
      ? []
      : [{ name: 'uploads' as const, label: 'DATA_DIR/uploads', path: join(data, 'uploads') }]),
  ];
}

/** The nearest folder that exists at or above `path` (the uploads folder appears with the first upload). */
async function existing(path: string): Promise<string> {
  for (let p = path; ; p = dirname(p)) {
    if (
      await stat(p).then(
        () => true,
        () => false,
      )
    )
      return p;
    if (dirname(p) === p) return p;
  }
}

export async function volumeSpace(volumes: Volume[]): Promise<VolumeSpace[]> {
  return Promise.all(
    volumes.map(async (v) => {
      const at = await existing(v.path);
      const [fs, info] = await Promise.all([statfs(at), stat(at)]);
      return {
        volume: v.name,
        label: v.label,
        free: fs.bavail * fs.bsize,
        size: fs.blocks * fs.bsize,
        device: info.dev,
      };
    }),
  );
}

export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let n = bytes;
  let u = 0;
  while (n >= 1024 && u < units.length - 1) {
    n /= 1024;
    u++;
  }
  return `${u === 0 ? n : n.toFixed(n < 10 ? 1 : 0)} ${units[u]}`;
}

/**
 * The readiness check's words: null while every volume has at least `lowBytes` free, else a warning naming each
 * volume short of room (the server still serves; uploads, exports and the database's growth fail once it is full).
 */
export async function diskWarning(volumes: Volume[], lowBytes: number): Promise<{ warning: string } | null> {
  const seen = new Set<number>();
  const low: string[] = [];
  for (const v of await volumeSpace(volumes)) {
    if (seen.has(v.device)) continue;
    seen.add(v.device);
    if (v.free < lowBytes) low.push(`${v.label} has ${formatBytes(v.free)} free of ${formatBytes(v.size)}`);
  }
  return low.length
    ? {
        warning: `${low.join('; ')} (under DISK_LOW_MB, ${formatBytes(lowBytes)}): once it is full, uploads and exports are refused. Free some space or grow the volume.`,
      }
    : null;
}
