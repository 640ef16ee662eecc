import { contentMessages } from '@gathering/contract';
import { badRequest } from '../../lib/errors';
import { instantOf, isValidZone, readWallTime } from '../../lib/zoned-time';

/**
 * The instant of `value`: an ISO date-time with an offset (or Z) is taken as is; a wall-clock time without one is
 * read in `zone` (an IANA name; UTC by default), the way the console's time picker builds it.
 */
export function resolvePublishAt(value: string, zone: string | undefined): Date {
  if (zone !== undefined && !isValidZone(zone)) throw badRequest(contentMessages.invalidZone, 'zone');
  const wall = readWallTime(value);
  if (!wall) {
    const at = new Date(value);
    if (!/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) || Number.isNaN(at.getTime()))
      throw badRequest('publishAt: must be an ISO date-time', 'publishAt');
    return at;
  }
  const utcWall = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  if (Number.isNaN(utcWall)) throw badRequest('publishAt: must be an ISO date-time', 'publishAt');
  if (!zone || zone === 'UTC') return new Date(utcWall);
  // Zones have whole-minute offsets: the seconds ride along.
  return new Date(instantOf(wall, zone).getTime() + wall.second * 1000);
}
