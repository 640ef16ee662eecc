import { contentMessages } from '@gathering/contract';
import { badRequest } from '../../lib/errors';

export function isValidZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// How far `zone` is ahead of UTC at the instant `utcMs`, in ms.
function offsetAt(utcMs: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(utcMs))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    +parts.year,
    +parts.month - 1,
    +parts.day,
    +parts.hour,
    +parts.minute,
    +parts.second,
  );
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/;

/**
 * The instant of `value`: an ISO date-time with an offset (or Z) is taken as is; a wall-clock time without one is
 * read in `zone` (an IANA name; UTC by default), the way the console's time picker builds it.
 */
export function resolvePublishAt(value: string, zone: string | undefined): Date {
  if (zone !== undefined && !isValidZone(zone)) throw badRequest(contentMessages.invalidZone, 'zone');
  const local = LOCAL.exec(value.trim());
  if (!local) {
    const at = new Date(value);
    if (!/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) || Number.isNaN(at.getTime()))
      throw badRequest('publishAt: must be an ISO date-time', 'publishAt');
    return at;
  }
  const [, y, mo, d, h, mi, s] = local;
  const wall = Date.UTC(+y, +mo - 1, +d, +h, +mi, s ? +s : 0);
  if (Number.isNaN(wall)) throw badRequest('publishAt: must be an ISO date-time', 'publishAt');
  if (!zone || zone === 'UTC') return new Date(wall);
  // Two passes settle the offset across a daylight-saving change.
  let utc = wall - offsetAt(wall, zone);
  utc = wall - offsetAt(utc, zone);
  return new Date(utc);
}
