import type { Executor } from '../../db/client';
import type { AnalyticsRepository } from '../analytics';
import type { Metric } from '../../lib/metrics';
import type { ReportCommunity } from './reports.repository';

/** The summary tiles: the platform overview's figures over the report's range. */
export interface ReportTotals {
  membersJoined: number;
  guestsJoined: number;
  activeUsers: number;
  views: number;
  conversions: number;
  posts: number;
  notifications: number;
}

export interface ReportDay {
  date: string;
  views: number;
  signups: number;
  guests: number;
  activeUsers: number;
}

export interface ReportCommunityRow {
  name: string;
  members: number;
  guests: number;
  views: number;
  conversions: number;
  notifications: number;
  posts: number;
}

export interface ReportData {
  /** Null: the platform report ("All communities"). */
  community: string | null;
  from: string;
  to: string;
  totals: ReportTotals;
  daily: ReportDay[];
  /** The platform report's per-community table (absent from a community's report). */
  communities?: ReportCommunityRow[];
}

// The same metrics as the platform overview (platform-analytics): sign-ups, new guests, console sends, publications.
const TOTALS = {
  membersJoined: 'MEMBER_SIGNUP',
  guestsJoined: 'GUEST_JOINED',
  views: 'VIEW',
  conversions: 'CONVERSION',
  posts: 'PUBLISH',
  notifications: 'NOTIFICATION_SENT',
} as const satisfies Record<Exclude<keyof ReportTotals, 'activeUsers'>, Metric>;
// Daily active people: members who opened the app and guests who did, each counted once a day (or range).
const ACTIVE: Metric[] = ['APP_OPEN', 'GUEST_SESSION'];

const TABLE = {
  members: 'MEMBER_SIGNUP',
  guests: 'GUEST_JOINED',
  views: 'VIEW',
  conversions: 'CONVERSION',
  notifications: 'NOTIFICATION_SENT',
  posts: 'PUBLISH',
} as const satisfies Record<Exclude<keyof ReportCommunityRow, 'name'>, Metric>;

/** What a report reads of the analytics module (its roll-ups plus the unrolled tail). */
export type ReportFiguresSource = Pick<
  AnalyticsRepository,
  'total' | 'uniques' | 'series' | 'uniqueSeries' | 'totalsByCommunity'
>;

/**
 * Every figure of one report, read through the analytics repository (roll-ups plus the unrolled tail), never from
 * the event log directly. `community` omitted = the platform report, with one row per community in `table`.
 */
export async function reportFigures(
  analytics: ReportFiguresSource,
  db: Executor,
  opts: { from: string; to: string; community?: ReportCommunity; table?: ReportCommunity[] },
): Promise<ReportData> {
  const { from, to } = opts;
  const communityId = opts.community?.id;
  const base = { communityId, from, to };

  const totalEntries = await Promise.all(
    Object.entries(TOTALS).map(
      async ([key, metric]) => [key, await analytics.total(db, { ...base, metric })] as const,
    ),
  );
  const activeUsers = await analytics.uniques(db, { ...base, metric: ACTIVE });
  const totals = { ...Object.fromEntries(totalEntries), activeUsers } as ReportTotals;

  const [views, signups, guests, active] = await Promise.all([
    analytics.series(db, { ...base, metric: 'VIEW' }),
    analytics.series(db, { ...base, metric: 'MEMBER_SIGNUP' }),
    analytics.series(db, { ...base, metric: 'GUEST_JOINED' }),
    analytics.uniqueSeries(db, { ...base, metric: ACTIVE }),
  ]);
  const daily = views.map((v, i) => ({
    date: v.date,
    views: v.count,
    signups: signups[i]?.count ?? 0,
    guests: guests[i]?.count ?? 0,
    activeUsers: active[i]?.count ?? 0,
  }));

  let communities: ReportCommunityRow[] | undefined;
  if (opts.table) {
    const ids = opts.table.map((c) => c.id);
    const columns = await Promise.all(
      Object.entries(TABLE).map(
        async ([key, metric]) =>
          [key, await analytics.totalsByCommunity(db, { metric, from, to }, ids)] as const,
      ),
    );
    communities = opts.table.map((c) => ({
      name: c.name,
      ...(Object.fromEntries(columns.map(([key, byId]) => [key, byId.get(c.id) ?? 0])) as Omit<
        ReportCommunityRow,
        'name'
      >),
    }));
  }

  return { community: opts.community?.name ?? null, from, to, totals, daily, communities };
}
