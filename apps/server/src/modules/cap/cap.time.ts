import { floatingOf, pickZone, wallClockAt } from '../../lib/zoned-time';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as CAP writes it: local time of `zone` to the second with its offset ("2026-07-02T14:05:00-06:00");
 * UTC is "-00:00", never "Z" (CAP 1.2, 3.3.2).
 */
export function capTime(at: Date, zone: string | null | undefined): string {
  const z = pickZone(zone);
  const seconds = Math.floor(at.getTime() / 1000) * 1000;
  const minute = Math.floor(seconds / 60_000) * 60_000;
  const wall = wallClockAt(new Date(minute), z);
  const offset = Math.round((floatingOf(wall) - minute) / 60_000);
  const sign = offset > 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const s = (seconds - minute) / 1000;
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}:${two(s)}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** A CAP date-time read back (null when it is not one). */
export function readCapTime(value: string | undefined | null): Date | null {
  if (!value || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d([+-]\d\d:\d\d|Z)$/.test(value.trim())) return null;
  const d = new Date(value.trim());
  return Number.isNaN(d.getTime()) ? null : d;
}
