import type { z } from 'zod';
import type {
  AnalyticsCount,
  guestActivity,
  itemActivityPage,
  itemConversions,
  itemNotifications,
  itemViewership,
  itemViews,
  PublishingLogList,
  recentMembersResponse,
  systemInsight,
  TimeFilter,
  TimeSeries,
  topContentResponse,
  userInsight,
} from '@gathering/contract';

// The answers of the analytics routes, as the contract's shapes give them (no hand-typed copies).
export type { AnalyticsCount, PublishingLogList, TimeFilter, TimeSeries };
export type TopContent = z.infer<typeof topContentResponse>;
export type RecentMembers = z.infer<typeof recentMembersResponse>;
export type UserInsight = z.infer<typeof userInsight>;
export type SystemInsight = z.infer<typeof systemInsight>;
export type GuestActivity = z.infer<typeof guestActivity>;
export type ItemViews = z.infer<typeof itemViews>;
export type ItemViewership = z.infer<typeof itemViewership>;
export type ItemConversions = z.infer<typeof itemConversions>;
export type ItemNotifications = z.infer<typeof itemNotifications>;
export type ItemActivityPage = z.infer<typeof itemActivityPage>;

/** A time filter as the queries take it: `range` (YYYY-MM-DD,YYYY-MM-DD) only with RANGE. */
export interface SeriesPeriod {
  filter: TimeFilter;
  range?: string;
}

/** What the six per-item views are asked for: the two series' periods and the two logs' pages (0-based). */
export interface ItemAnalyticsParams {
  views: SeriesPeriod;
  conversions: SeriesPeriod;
  activityOffset: number;
  logOffset: number;
}
