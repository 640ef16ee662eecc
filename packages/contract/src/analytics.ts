import { z } from 'zod';
import { TIME_FILTERS } from './constants';
import { calendarDay, email, isoDate, listQuery, paged, pageMeta, uuid } from './common';
import { contentKind } from './content';

// Analytics (issue 12): every figure is read from daily roll-ups of the activity log (plus the not-yet-rolled
// tail), bucketed in each community's time zone. Days are calendar days `YYYY-MM-DD` in that zone.
//
// Community console (the administrator's own community; another community's item → 404):
//   GET /v1/admin/analytics                       analyticsCountQuery → analyticsCount
//   GET /v1/admin/analytics/top-content           topContentQuery → topContentResponse
//   GET /v1/admin/analytics/log-date              analyticsSeriesQuery → timeSeries
//   GET /v1/admin/analytics/members/recent        → recentMembersResponse
//   GET /v2/insights/user                         insightQuery → userInsight
//   GET /v2/insights/system                       insightQuery → systemInsight
//   GET /v2/guests/admin/log-date                 guestSeriesQuery → timeSeries
//   GET /v2/guests/admin/guests                   timeFilterQuery → timeSeries (new guests a day)
//   GET /v2/guests/analytics/activity             timeFilterQuery → guestActivity
//   GET /v2/guests/admin/analytics                guestCountQuery → analyticsCount
//   POST /v2/reports/community/create             communityReportBody → 202 messageResponse (ours)
//   GET  /v2/reports/community/subscription       → reportSubscription (ours)
//   PUT  /v2/reports/community/subscription       reportSubscription → reportSubscription (ours)
// One feed item (community console):
//   GET /v1/feedItem/analytics/{id}/views         itemSeriesQuery → itemViews
//   GET /v1/feedItem/analytics/{id}/viewership    → itemViewership
//   GET /v1/feedItem/analytics/{id}/conversions   itemSeriesQuery → itemConversions
//   GET /v1/feedItem/analytics/{id}/notifications → itemNotifications
//   GET /v1/feedItem/analytics/{id}/activityLog   itemActivityQuery → itemActivityPage
//   (the sixth view, GET /v2/publishingActivity/{id}/log, is content's publishing log)
// Platform back-office (platform administrators; community administrators → 403):
//   GET /v1/administrator/analytics/main/filtered-communities  communityAnalyticsQuery → communityAnalyticsPage
//   GET /v1/administrator/analytics/main/filtered-analytics    periodQuery → platformSeries
//   GET /v1/administrator/analytics/main/filtered-overview     periodQuery → platformOverview
//   GET /v2/guests/admin/filtered-overview                     periodQuery → openAnalytics
//   GET /v1/administrator/analytics/main/community-percentages periodQuery → communityPercentages
//   GET /v1/administrator/analytics/overview/{all|month|week}  periodQuery → overviewTiles
//       (any other segment → 400 "Invalid Analytics Type")
//   GET /v1/administrator/analytics/community/overview         communityListQuery → communityListResponse
//       (the communities list's rows and sorting, from the communities module)
//   POST /v2/reports/administrator/create                      platformReportBody → 202 messageResponse

export const analyticsMessages = {
  // Spec guard message (platform §5).
  invalidAnalyticsType: 'Invalid Analytics Type',
  // Spec fallbacks the consoles show when a call fails without a server message.
  fetchLogCountsFailed: 'Error trying to fetch log counts',
  fetchTopContentFailed: 'Error trying to fetch top content',
  fetchCommunitiesOverviewFailed: 'Error trying to fetch communities overview',
  fetchPercentagesFailed: 'Error trying to fetch community percentages',
  fetchFilteredAnalyticsFailed: 'Error trying to fetch filtered analytics',
  fetchItemAnalyticsFailed: 'Error trying to fetch feed item analytics',
  createReportFailed: 'Error trying to create report',
  // Ours, in the spec's tone.
  rangeRequired: 'Please choose the first and last day of the range.',
  rangeInvalid: 'Please give the range as two days, YYYY-MM-DD,YYYY-MM-DD, the first not after the last.',
  rangeTooLong: 'A range can cover at most 5 years.',
  reportRequested: 'Your report is being prepared. It will be e-mailed to you in a few minutes.',
  subscriptionSaved: 'Your report subscription has been saved.',
  orderKeyInvalid: 'This page of the table is out of date. Please go back to the first page.',
} as const;

/** The longest range a query may cover: five years of days (and a report, and a chart, stay readable). */
export const RANGE_MAX_DAYS = 5 * 366;

export const ANALYTICS_TYPES = [
  'USER',
  'CONTENT',
  'NOTIFICATION',
  'GUEST',
  'UPGRADE',
  'GUEST_CONTENT',
  'GUEST_NOTIFICATION',
] as const;
export const analyticsType = z.enum(ANALYTICS_TYPES, { error: analyticsMessages.invalidAnalyticsType });
export type AnalyticsType = z.infer<typeof analyticsType>;

export { TIME_FILTERS };
export const timeFilter = z.enum(TIME_FILTERS);
export type TimeFilter = z.infer<typeof timeFilter>;

/** Platform periods. QUARTER = the last 90 days; ALL is LIFETIME; CUSTOM is RANGE (both readings kept by the spec). */
export const PERIODS = ['WEEK', 'MONTH', 'QUARTER', 'YEAR', 'LIFETIME', 'ALL', 'RANGE', 'CUSTOM'] as const;
export const period = z.enum(PERIODS);
export type Period = z.infer<typeof period>;

export const INSIGHT_FILTERS = ['ALL_TIME', 'WEEKLY'] as const;
export const insightFilter = z.enum(INSIGHT_FILTERS);
export type InsightFilter = z.infer<typeof insightFilter>;

/**
 * `range`: the first and last day (inclusive), `YYYY-MM-DD,YYYY-MM-DD`, in the community's zone (the platform's
 * for platform routes). Required with RANGE/CUSTOM, ignored otherwise. The server checks order and length
 * (analyticsMessages.rangeInvalid / rangeTooLong) and answers 400 with field `range`.
 */
export const dayRange = z
  .string({ error: analyticsMessages.rangeInvalid })
  .trim()
  .max(21, analyticsMessages.rangeInvalid)
  .transform((v, ctx) => {
    const [from, to, ...rest] = v.split(',');
    const day = calendarDay(analyticsMessages.rangeInvalid);
    if (rest.length || !day.safeParse(from).success || !day.safeParse(to).success || from! > to!) {
      ctx.addIssue({ code: 'custom', message: analyticsMessages.rangeInvalid });
      return z.NEVER;
    }
    return { from: from!, to: to! };
  });
export type DayRange = { from: string; to: string };

/** The days a figure covers, as the server resolved the filter (today in the community's zone). */
export const resolvedRange = z.object({ from: calendarDay(), to: calendarDay() });

export const timeFilterQuery = z.object({ filter: timeFilter.default('WEEK'), range: dayRange.optional() });
export const periodQuery = z.object({ filter: period.default('MONTH'), range: dayRange.optional() });

// --- Shapes shared by several routes --------------------------------------------------------------------------

const count = z.number().int().nonnegative();

/**
 * Spec "Analytics count": the lifetime total and the last 7 days (`weeklyCount` is the spec's other name), plus
 * (ours) `inPeriod`, the count of the asked period, and the days it covers: a screen's period drives its tiles.
 */
export const analyticsCount = resolvedRange.extend({
  totalCount: count,
  inLastWeek: count,
  weeklyCount: count,
  inPeriod: count,
});
export type AnalyticsCount = z.infer<typeof analyticsCount>;

/** Spec "Time series point", zero-filled: one point per day of the range, oldest first. */
export const timeSeriesPoint = z.object({ date: calendarDay(), count });
export const timeSeries = resolvedRange.extend({ data: z.array(timeSeriesPoint) });
export type TimeSeries = z.infer<typeof timeSeries>;

// --- Community console ---------------------------------------------------------------------------------------

/** A count's period: without `filter`, LIFETIME (the spec's call takes the type only, so `inPeriod` = `totalCount`). */
const countPeriod = { filter: timeFilter.default('LIFETIME'), range: dayRange.optional() };
export const analyticsCountQuery = z.object({ type: analyticsType, ...countPeriod });
/**
 * What each type counts (totalCount = lifetime, inLastWeek = the last 7 days, inPeriod = the period): USER member sign-ups, CONTENT items
 * published, NOTIFICATION notifications sent, GUEST new guests, UPGRADE guests who signed up, GUEST_CONTENT views by
 * guests, GUEST_NOTIFICATION notifications delivered to guests' devices.
 */
export const analyticsSeriesQuery = timeFilterQuery.extend({ type: analyticsType });

export const GUEST_SERIES_TYPES = ['CONTENT', 'UPGRADE', 'NOTIFICATION'] as const;
export const guestSeriesQuery = timeFilterQuery.extend({
  type: z.enum(GUEST_SERIES_TYPES, { error: analyticsMessages.invalidAnalyticsType }),
});
export const guestCountQuery = z.object({
  type: z.enum(['GUEST', 'UPGRADE', 'GUEST_CONTENT', 'GUEST_NOTIFICATION'], {
    error: analyticsMessages.invalidAnalyticsType,
  }),
  ...countPeriod,
});

export const TOP_CONTENT_FILTERS = ['WEEKLY', 'ALL_TIME'] as const;
/** The spec's WEEKLY and ALL_TIME, and (ours) the console's time filters, so the screen's period drives the list. */
export const topContentQuery = z.object({
  filter: z.enum([...TOP_CONTENT_FILTERS, ...TIME_FILTERS]).default('WEEKLY'),
  postType: contentKind.optional(),
  /** Overrides `filter` when given. */
  range: dayRange.optional(),
});
export const topContentRow = z.object({
  id: uuid,
  title: z.string(),
  kind: contentKind,
  coverImage: z.string().nullable(),
  publishedAt: isoDate.nullable(),
  views: count,
  uniqueViews: count,
  likes: count,
  conversions: count,
});
/** The ten most viewed items of the period (ties: most unique viewers, then newest). */
export const topContentResponse = resolvedRange.extend({ data: z.array(topContentRow) });
export type TopContentRow = z.infer<typeof topContentRow>;

export const recentMember = z.object({
  id: uuid,
  fullName: z.string(),
  email: z.string().nullable(),
  profileImage: z.string().nullable(),
  joinedAt: isoDate,
});
/** The ten newest active members. */
export const recentMembersResponse = z.object({ data: z.array(recentMember) });

/**
 * The spec's ALL_TIME and WEEKLY, and (ours) the console's time filters with `range` for RANGE, so the page's period
 * drives the insights.
 */
export const insightQuery = z.object({
  filter: z.enum([...INSIGHT_FILTERS, ...TIME_FILTERS]).default('ALL_TIME'),
  range: dayRange.optional(),
});
/**
 * registered = members, unregistered = guests, total = both. ALL_TIME: everyone now (active members, guests not
 * deleted who have not signed up). Any other filter: those who joined in the period (member sign-ups, new guests:
 * the USER and GUEST counts of the same period).
 */
export const userInsight = z.object({ total: count, registered: count, unregistered: count });
/** ALL_TIME: lifetime counts; WEEKLY: the last 7 days; a time filter: its period. */
export const systemInsight = z.object({
  conversions: count,
  views: count,
  notifications: count,
  posts: count,
});

/**
 * Guests of the community: `guests` now (not deleted, those who signed up since included: the dashboard's
 * figure and the guest list's total),
 * and over the period (`filter`, default WEEK): distinct guests who opened the app, guests who signed up, and the
 * guests' views and conversions.
 */
export const guestActivity = resolvedRange.extend({
  guests: count,
  active: count,
  upgraded: count,
  views: count,
  conversions: count,
});

// --- One feed item -------------------------------------------------------------------------------------------

export const itemParams = z.object({ id: uuid });
/** Per-item series default to WEEK (spec §9). */
/** @alias the same query, named for the item routes that take it */
export const itemSeriesQuery = timeFilterQuery;
/** views = views in the range, unique = distinct viewers over the whole range (not a sum of daily uniques). */
export const itemViews = resolvedRange.extend({
  views: count,
  unique: count,
  data: z.array(timeSeriesPoint),
});
/**
 * Lifetime: totalViews, uniqueViews, and viewership = the share (percent, 2 decimals) of the item's audience
 * (the active members it was published to) who viewed it at least once.
 */
export const itemViewership = z.object({
  totalViews: count,
  uniqueViews: count,
  audience: count,
  viewership: z.number().min(0).max(100),
});
export const CONVERSION_KINDS = ['FORM', 'RSVP', 'JOB_LINK', 'DOCUMENT'] as const;
/** total = in the range, totalConversions = lifetime, byKind = the range's split. */
export const itemConversions = resolvedRange.extend({
  total: count,
  totalConversions: count,
  data: z.array(timeSeriesPoint),
  byKind: z.array(z.object({ kind: z.string(), count })),
});
export const itemNotification = z.object({
  id: uuid,
  title: z.string(),
  body: z.string(),
  deliveredOn: isoDate.nullable(),
  delivered: count,
  /** Opens of the notification (the spec's "conversions"). */
  conversions: count,
});
export const itemNotifications = z.object({ data: z.array(itemNotification) });
export const itemActivityQuery = listQuery.pick({ offset: true, limit: true });
export const itemActivityRow = z.object({
  /** Null for a guest or a deleted member. */
  email: z.string().nullable(),
  /** "Guest" for a guest, "Deleted member" for a member removed under the deletion flow (translated). */
  name: z.string(),
  date: isoDate,
  type: z.enum(['View', 'Conversion']),
});
export const itemActivityPage = paged(itemActivityRow);

// --- Platform --------------------------------------------------------------------------------------------------

export const overviewTiles = z.object({
  communities: count,
  members: count,
  views: count,
  conversions: count,
  posts: count,
  notifications: count,
});
export type OverviewTiles = z.infer<typeof overviewTiles>;
/** Tiles for members (registered) and guests (unregistered); communities and posts are the same in both. */
export const platformOverview = resolvedRange.extend({
  registered: overviewTiles,
  unregistered: overviewTiles,
});
export const overviewParams = z.object({ type: z.string().max(32) });
export const OVERVIEW_TYPES = ['all', 'month', 'week'] as const;

/** Merged daily series for the platform charts. */
export const platformSeriesPoint = z.object({
  date: calendarDay(),
  signups: count,
  guests: count,
  activeUsers: count,
  views: count,
  conversions: count,
  notifications: count,
  posts: count,
});
export const platformSeries = resolvedRange.extend({ data: z.array(platformSeriesPoint) });

/** Spec "Open (guest) analytics": Unregistered Users (guests), Upgraded, Views, Conversions. */
export const openAnalytics = resolvedRange.extend({
  guests: count,
  upgraded: count,
  views: count,
  conversions: count,
});

export const percentageRow = z.object({ label: z.string(), value: z.number().min(0).max(100) });
/** Each community's share (percent, 2 decimals) of the period's content, new members and notifications, ascending. */
export const communityPercentages = resolvedRange.extend({
  CONTENT: z.array(percentageRow),
  USER: z.array(percentageRow),
  NOTIFICATION: z.array(percentageRow),
});

export const COMMUNITY_ANALYTICS_ORDER = ['name', 'views', 'members'] as const;
export const communityAnalyticsQuery = z.object({
  filter: period.default('MONTH'),
  range: dayRange.optional(),
  offset: listQuery.shape.offset,
  limit: listQuery.shape.limit,
  dir: z.enum(['asc', 'desc']).default('asc'),
  search: listQuery.shape.search,
  /** The `orderKey` of the previous page's meta: the next page starts after that row (keyset; `offset` is ignored). */
  // Up to 700: the key carries the last row's name (at most 120 characters, up to 4 bytes each) and id, base64url.
  orderKey: z.string().max(700).optional(),
});
export const communityAnalyticsRow = z.object({
  id: uuid,
  name: z.string(),
  logo: z.string().nullable(),
  users: z.object({ members: count, guests: count, total: count }),
  dailyActiveAverage: z.number().nonnegative(),
  views: count,
  conversions: count,
  notifications: count,
  publishing: z.object({ client: count, admin: count, total: count }),
});
export type CommunityAnalyticsRow = z.infer<typeof communityAnalyticsRow>;
/** Rows by community name; meta.orderKey names the last row (absent on the last page). */
export const communityAnalyticsPage = resolvedRange.extend({
  data: z.array(communityAnalyticsRow),
  meta: pageMeta.extend({ orderKey: z.string().optional() }),
});

// --- Reports ---------------------------------------------------------------------------------------------------

/** `range` as in queries; the report is e-mailed to `email` as a PDF with the tables also attached as CSV. */
export const platformReportBody = z.object({ range: dayRange, email });
/** @alias the same body, named for the community's route */
export const communityReportBody = platformReportBody;
export const REPORT_FREQUENCIES = ['NONE', 'WEEKLY', 'MONTHLY'] as const;
/** A community's standing order: the previous week's or month's report e-mailed on the first day of the next. */
export const reportSubscription = z.object({
  frequency: z.enum(REPORT_FREQUENCIES),
  email: email.nullable(),
});
export type ReportSubscription = z.infer<typeof reportSubscription>;
