import { notificationAlertMessages as msg } from '@gathering/contract';
import { conflict } from '../lib/errors';
import { floatingOf, isValidZone, wallClockAt } from '../lib/zoned-time';
import type { Database } from './client';

/** Where the two sets of rules first part: the hour, and each side's UTC offset then (minutes east of UTC). */
export interface ZoneDisagreement {
  zone: string;
  at: Date;
  server: number;
  database: number;
}

const HOUR = 3_600_000;
const YEAR_HOURS = 366 * 24;

const offsetText = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/**
 * The server computes local times with Node's time-zone data; the database buckets days and compares times with its
 * own (PGlite's, or the PostgreSQL server's tzdata). When a government changes a zone's rules (Alberta and British
 * Columbia stopped changing their clocks in 2026), one side may know and the other not: schedules, quiet hours and
 * analytics days would then be an hour apart. This compares both sides hour by hour over the next year, per zone,
 * and refuses to schedule in a zone where they disagree, until both are updated.
 */
export function createZoneRules(deps: {
  database: Pick<Database, 'executeSql'>;
  now: () => Date;
  /** The server's own offsets; tests stand in for outdated rules. */
  serverOffset?: (zone: string, at: Date) => number;
}) {
  const serverOffset =
    deps.serverOffset ??
    ((zone: string, at: Date) => (floatingOf(wallClockAt(at, zone)) - at.getTime()) / 60_000);
  const known = new Map<string, Promise<ZoneDisagreement | null>>();

  async function compare(zone: string): Promise<ZoneDisagreement | null> {
    const from = new Date(Math.floor(deps.now().getTime() / HOUR) * HOUR);
    const { rows } = await deps.database.executeSql(
      `select (extract(epoch from (g at time zone $1) - (g at time zone 'UTC')) / 60)::int as off
         from generate_series($2::timestamptz, $2::timestamptz + make_interval(hours => $3), interval '1 hour') g
        order by g`,
      [zone, from.toISOString(), YEAR_HOURS - 1],
    );
    for (const [i, row] of rows.entries()) {
      const at = new Date(from.getTime() + i * HOUR);
      const server = serverOffset(zone, at);
      const database = Number(row.off);
      if (server !== database) return { zone, at, server, database };
    }
    return null;
  }

  /** The first disagreement over the next year for `zone` (computed once per zone and process). */
  function disagreement(zone: string): Promise<ZoneDisagreement | null> {
    let found = known.get(zone);
    if (!found) {
      found = compare(zone);
      known.set(zone, found);
      // A failed comparison (the database away) is not remembered: the next call asks again.
      found.catch(() => known.delete(zone));
    }
    return found;
  }

  return {
    disagreement,

    /**
     * Throws the 409 a person reads when `zone` may not be scheduled in; `field` is the form field it names. A zone
     * that is not one at all is the caller's to refuse (its 400 names the field): nothing to compare here.
     */
    async assertSchedulable(zone: string | null | undefined, field: string) {
      if (isValidZone(zone) && (await disagreement(zone))) throw conflict(msg.zoneRulesDisagree, field);
    },

    /** The zones in use whose rules disagree, for the start-up log and /readyz. */
    async check(zones: string[]): Promise<ZoneDisagreement[]> {
      const found = await Promise.all([...new Set(zones.filter((z) => isValidZone(z)))].map(disagreement));
      return found.filter((d): d is ZoneDisagreement => d !== null);
    },
  };
}
export type ZoneRules = ReturnType<typeof createZoneRules>;

/** The line an operator reads: which zone, from when, what each side says, and what to do. */
export function describeDisagreement(d: ZoneDisagreement): string {
  return (
    `Time-zone rules disagree for ${d.zone}: from ${d.at.toISOString()} this server (Node, tz ${process.versions.tz}) ` +
    `says ${offsetText(d.server)}, the database says ${offsetText(d.database)}. Scheduling in ${d.zone} is refused ` +
    `until both have the same rules: update the database server's tzdata (or this server's Node).`
  );
}

/** The zones the server schedules in today: every community's and every pending push's (and the default). */
export async function zonesInUse(
  database: Pick<Database, 'executeSql'>,
  fallback: string,
): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select time_zone as zone from communities where time_zone is not null
     union select time_zone from notifications where time_zone is not null and status = 'SCHEDULED'`,
  );
  return [fallback, ...rows.map((r) => String(r.zone))];
}
