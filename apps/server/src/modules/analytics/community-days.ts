import type { DayRange } from '@gathering/contract';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { communityFiguresRepository as repo } from './community-figures.repository';
import { communityZone, dayIn, today } from '../../lib/zoned-time';
import { resolveRange, type RangeFilter } from './periods';

/** Rolling "last 7 days including today": the analytics count's inLastWeek (the spec's weekly figure). */
export const LAST_WEEK: RangeFilter = 'WEEK';

/**
 * A community's calendar for one request: its zone, today there (by the injected clock) and the first day of
 * its LIFETIME, so every figure of the request resolves its filter against the same "today".
 */
export async function communityDays(db: Executor, clock: Clock, communityId: string) {
  const row = await repo.community(db, communityId);
  const zone = communityZone(row);
  const now = today(zone, clock);
  const created = row ? dayIn(new Date(row.createdAt), zone) : now;
  const first = row?.firstEventAt ? dayIn(new Date(row.firstEventAt), zone) : created;
  const lifetimeStart = first < created ? first : created;
  return {
    zone,
    today: now,
    lifetimeStart,
    /** The inclusive days of a filter (RANGE takes `range`: required, checked, 400 field `range`). */
    range: (filter: RangeFilter, range?: DayRange): DayRange =>
      resolveRange(filter, range, { today: now, lifetimeStart }),
  };
}
