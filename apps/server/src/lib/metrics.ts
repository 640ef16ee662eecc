/**
 * THE metrics registry: every activity_events `type` the analytics count. A new event type is one line here; the
 * roll-up job and the repository read this list and need no other change.
 *
 * - `unique`: the roll-up also keeps WHO was counted each day (analytics_daily_subjects), so unique viewers and
 *   daily active members/guests are exact for a day and across a range (never a sum of daily uniques).
 */
export interface MetricDefinition {
  readonly unique: boolean;
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
  GUEST_SESSION: { unique: true },
  // A guest signed up.
  GUEST_UPGRADE: { unique: false },
  // A membership became active: app sign-up, accepted invitation, import.
  MEMBER_SIGNUP: { unique: false },
  // A member signed in or opened the app. Unique: daily active members.
  APP_OPEN: { unique: true },
  // An item published; detail CLIENT = by a community administrator, ADMIN = by a platform administrator.
  PUBLISH: { unique: false },
} as const satisfies Record<string, MetricDefinition>;

export type Metric = keyof typeof METRICS;

export const METRIC_NAMES = Object.keys(METRICS) as Metric[];

/** The metrics whose subjects the roll-up keeps (see `unique`). */
export const UNIQUE_METRICS = METRIC_NAMES.filter((m) => METRICS[m].unique);
