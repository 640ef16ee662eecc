/**
 * THE metrics registry: every activity_events `type` the analytics count. A new event type is one line here; the
 * roll-up job and the repository read this list and need no other change.
 *
 * - `unique`: the roll-up also keeps WHO was counted each day (analytics_daily_subjects), so unique viewers and
 *   daily active members/guests are exact for a day and across a range (never a sum of daily uniques).
 * - `subject`: whom the metric's events are always about, where only one kind can be (see separateSubjects).
 */
export interface MetricDefinition {
  readonly unique: boolean;
  readonly subject?: 'MEMBER' | 'GUEST';
}

export const METRICS = {
  // A member or guest opened a feed item. Unique: unique viewers of an item, of the community.
  VIEW: { unique: true },
  LIKE: { unique: false },
  UNLIKE: { unique: false },
  // detail = the conversion kind: FORM | RSVP | JOB_LINK | DOCUMENT.
  CONVERSION: { unique: false },
  // A console send (community-level, audience NONE).
  NOTIFICATION_SENT: { unique: false },
  // One device accepted by the provider (audience of the device's member or guest; item when about a feed item).
  NOTIFICATION_DELIVERED: { unique: false },
  // Unique: how many people opened a notification, not how many taps.
  NOTIFICATION_OPENED: { unique: true },
  // A new guest.
  GUEST_JOINED: { unique: false },
  // A guest opened the app. Unique: daily active guests.
  GUEST_SESSION: { unique: true, subject: 'GUEST' },
  // A guest signed up.
  GUEST_UPGRADE: { unique: false },
  // A membership became active: app sign-up, accepted invitation, import.
  MEMBER_SIGNUP: { unique: false },
  // A member signed in or opened the app. Unique: daily active members.
  APP_OPEN: { unique: true, subject: 'MEMBER' },
  // An item published; detail CLIENT = by a community administrator, ADMIN = by a platform administrator.
  PUBLISH: { unique: false },
} as const satisfies Record<string, MetricDefinition>;

export type Metric = keyof typeof METRICS;

export const METRIC_NAMES = Object.keys(METRICS) as Metric[];

/**
 * Whether no one can be counted under two of these metrics: one metric, or each with its own kind of subject
 * (`subject`). Then a day's distinct subjects over them are the sum of each metric's (analytics_daily_uniques).
 */
export function separateSubjects(metrics: readonly Metric[]): boolean {
  if (metrics.length === 1) return true;
  const kinds = metrics.map((m) => (METRICS[m] as MetricDefinition).subject);
  return kinds.every((k) => k !== undefined) && new Set(kinds).size === kinds.length;
}

/** The metrics whose subjects the roll-up keeps (see `unique`). */
export const UNIQUE_METRICS = METRIC_NAMES.filter((m) => METRICS[m].unique);
