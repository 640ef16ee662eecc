import { z } from 'zod';
import { dayOrDateTime, isoDate, listQuery, paged, uuid } from './common';
import { appRefreshBody } from './app';
import { feedItemType } from './content';
import { LANGUAGES_MAX, languageTag } from './languages';
import { alertType, notificationExtras, notificationExtrasBody } from './notification-alerts';

import { webPushKeys, webPushMessages } from './web-push';

// The extras' and Web Push's shapes travel with these (the contract index lists one file per domain).
export * from './notification-alerts';
export * from './web-push';

// Push notifications (spec 000 §3 Notification / push payload, §7 Notifications; issue 11): the console's
// compose, lists and figures, and the member app's devices.

/**
 * Store-safe limits. iOS shows about 65 characters of a title and a lock-screen banner about 240 of a body
 * before cutting; Android's are larger. The console shows counters from these same numbers.
 */
export const NOTIFICATION_TITLE_MAX = 65;
export const NOTIFICATION_BODY_MAX = 240;

/** Notifications a community may send or schedule in an hour (emergency alerts are not counted). */
export const NOTIFICATIONS_PER_HOUR = 30;

export const notificationMessages = {
  notFound: 'Notification was invalid or could not be found',
  feedItemNotFound: 'Feed Item is invalid or could not be found',
  groupNotFound: 'Group was invalid or could not be found',
  recipientNotFound: 'Recipient was invalid or could not be found',
  deviceNotFound: 'Device was invalid or could not be found',
  titleRequired: 'Please enter a title.',
  titleTooLong: `The title must be at most ${NOTIFICATION_TITLE_MAX} characters long.`,
  bodyRequired: 'Please enter a message.',
  bodyTooLong: `The message must be at most ${NOTIFICATION_BODY_MAX} characters long.`,
  dataRequired: 'Please choose the content this notification opens.',
  openWithAudience: 'An open notification goes to everyone: leave groups and recipients empty.',
  invalidZone: 'Unknown time zone',
  scheduledInPast: 'The sending time must be in the future',
  scheduledRequired: 'Please choose when to send this notification.',
  endBeforeStart: 'The end date must not be before the start date.',
  notEditable: 'Only drafts and scheduled notifications can be changed.',
  notDeliverable: 'Only drafts and scheduled notifications can be delivered.',
  tooManySends: `This community has sent or scheduled ${NOTIFICATIONS_PER_HOUR} notifications in the last hour, the most allowed. Please wait before sending another. Emergency alerts can still be sent.`,
  tokenInvalid: 'The device token must be 1 to 4096 visible characters.',
  created: 'Notification was created',
  updated: 'Notification was updated',
  delivering: 'Notification is being sent',
  archived: 'Notifications were archived',
  deleted: 'Notifications were deleted',
  deviceRemoved: 'Device was removed',
  opened: 'Notification open was recorded',
  // Failure reasons stored on a notification and shown on its detail.
  noCredentials: 'This community has no push credentials for this platform.',
  credentialsRejected: 'The push provider rejected this community’s credentials.',
  // 'Error trying to …' fallbacks the console shows when a call fails without a server message (spec §8).
  createFailed: 'Error trying to create notification',
  updateFailed: 'Error trying to update notification',
  deliverFailed: 'Error trying to deliver notification',
  archiveFailed: 'Error trying to archive notifications',
  deleteFailed: 'Error trying to delete notifications',
  fetchDraftsFailed: 'Error trying to fetch notification drafts',
  fetchScheduledFailed: 'Error trying to fetch scheduled notifications',
  fetchSentFailed: 'Error trying to fetch sent notifications',
  fetchFailed: 'Error trying to fetch notification',
  fetchItemNotificationsFailed: 'Error trying to fetch feed item notifications',
  notSentAfterRestore:
    'Not sent: it was due when this server was restored from a backup, and the server the backup came from may already have sent it.',
} as const;

export const NOTIFICATION_STATUSES = ['DRAFT', 'SCHEDULED', 'SENDING', 'SENT', 'FAILED'] as const;
export const notificationStatus = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof notificationStatus>;

/** EMERGENCY: alerts (push-extras) that bypass quiet hours and ask for an acknowledgement. */
export const NOTIFICATION_KINDS = ['STANDARD', 'EMERGENCY'] as const;
export const notificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKind>;

/** CONSOLE: composed in the console; PUBLISH: requested by publishing an item with `notification: true`. */
// SUPPORT: an answer to the member's support ticket, sent to that member only (not listed with the console's sends).
export const notificationSource = z.enum(['CONSOLE', 'PUBLISH', 'SUPPORT']);
export type NotificationSource = z.infer<typeof notificationSource>;

/** ios: APNs; android: FCM; web: a browser's Web Push subscription (its endpoint is the token). */
export const devicePlatform = z.enum(['ios', 'android', 'web']);
export type DevicePlatform = z.infer<typeof devicePlatform>;

const title = z
  .string({ error: notificationMessages.titleRequired })
  .trim()
  .min(1, notificationMessages.titleRequired)
  .max(NOTIFICATION_TITLE_MAX, notificationMessages.titleTooLong);
const body = z
  .string({ error: notificationMessages.bodyRequired })
  .trim()
  .min(1, notificationMessages.bodyRequired)
  .max(NOTIFICATION_BODY_MAX, notificationMessages.bodyTooLong);

/**
 * The spec's push payload (id, title, body, groups, recipients, open, scheduled, type PUSH) plus what it leaves
 * open. Audience as content has it: no groups and no recipients = every active member; groups and/or recipients
 * = their union; `open` = every active member and every guest. `draft: true` keeps it unsent; otherwise
 * `scheduled` (a future date-time; wall-clock in `zone` when it has no offset) schedules it and its absence sends
 * now.
 */
/**
 * A push's or alert's title and body in another of the community's languages (issue 23): each device gets the
 * version of its member's (or, for a guest, its own) language, in the same send. Both texts or the version is
 * left out.
 */
export const notificationTranslation = z.object({
  language: languageTag,
  title: z.string().trim().max(NOTIFICATION_TITLE_MAX, notificationMessages.titleTooLong).default(''),
  body: z.string().trim().max(NOTIFICATION_BODY_MAX, notificationMessages.bodyTooLong).default(''),
});
export type NotificationTranslation = z.infer<typeof notificationTranslation>;

export const notificationBody = z.object({
  id: uuid.optional().describe('Required by PATCH; ignored by POST'),
  title,
  body,
  translations: z
    .array(notificationTranslation)
    .max(LANGUAGES_MAX)
    .default([])
    .describe('Versions in the community’s other languages (title and body are the default language’s)'),
  groups: z.array(uuid).max(200).default([]),
  recipients: z.array(uuid).max(5000).default([]).describe('Member ids (memberships)'),
  open: z.boolean().default(false).describe('Guests receive it too'),
  draft: z.boolean().default(false).describe('Save without sending or scheduling'),
  scheduled: z
    .string()
    .max(40)
    .nullable()
    .optional()
    .describe('When to send: an ISO date-time; without an offset it is wall-clock time in zone'),
  zone: z.string().max(64).nullable().optional().describe('IANA zone of scheduled, e.g. America/Winnipeg'),
  type: z.literal('PUSH').default('PUSH'),
  withData: z.boolean().default(false).describe('Opening the push opens the feed item in data'),
  data: uuid.nullable().optional().describe('The feed item (same community) the push opens'),
  // Alerts, per-recipient local time, recurrence, reminders (notification-alerts.ts).
  ...notificationExtrasBody.shape,
});
export type NotificationBody = z.input<typeof notificationBody>;

/**
 * The review before a send (issue 22): the audience and timing fields of the compose body, as the send would use
 * them, and its versions (issue 40 #7: the reach of each language). The whole compose body may be posted; its other
 * fields are not read.
 */
export const notificationReachBody = notificationBody
  .pick({
    open: true,
    groups: true,
    recipients: true,
    scheduled: true,
    zone: true,
    kind: true,
    localTime: true,
    translations: true,
  })
  .extend({
    language: languageTag
      .optional()
      .describe(
        'The language of title and body (a saved notification’s own); the community’s default if absent',
      ),
  });
export type NotificationReachBody = z.input<typeof notificationReachBody>;

/**
 * Who a send with this audience would reach now, counted by the same audience query the send's fan-out runs: the
 * members and guests with at least one device, their devices by platform (one delivery each), and how many of
 * those devices would wait for the end of the community's quiet hours (never for an emergency alert).
 */
export const notificationReach = z.object({
  members: z.number().int().describe('Members with at least one device in the audience'),
  guests: z.number().int().describe('Guests with at least one device in the audience'),
  devices: z.object({ ios: z.number().int(), android: z.number().int(), web: z.number().int() }),
  waitingForQuietHours: z.number().int().describe('Devices that would wait for the end of quiet hours'),
  byLanguage: z
    .array(
      z.object({
        language: z.string(),
        members: z.number().int(),
        guests: z.number().int(),
        devices: z.number().int(),
      }),
    )
    .describe(
      'Each language the send has a version in (its own first, then translations with a title and a body): the members, guests and devices that would get that version, by the rule the send follows. A person whose devices read different languages counts under each',
    ),
  sendAt: isoDate.nullable().describe('The instant the send starts (scheduled, read in zone); null = now'),
  timeZone: z.string().nullable().describe("The community's zone"),
  quietHours: z
    .object({ start: z.string(), end: z.string() })
    .nullable()
    .describe("The community's quiet hours (HH:MM in each recipient's zone), if any"),
});
export type NotificationReach = z.infer<typeof notificationReach>;

/** The linked feed item, as the lists show it. */
export const notificationData = z.object({ id: uuid, headline: z.string(), feedItemType });

/** Counted from the per-device delivery rows. conversionRate = opened / delivered (0 when none delivered). */
export const notificationFigures = z.object({
  recipients: z.number().int().describe('Devices addressed'),
  delivered: z.number().int(),
  failed: z.number().int().describe('Failed or token gone'),
  pending: z.number().int(),
  opened: z.number().int(),
  acknowledged: z.number().int().describe('Emergency alerts: devices that acknowledged'),
  conversionRate: z.number().describe('opened / delivered, 0 to 1'),
});
export type NotificationFigures = z.infer<typeof notificationFigures>;

export const notificationRow = z.object({
  id: uuid,
  language: z.string().optional().describe('BCP 47: the language of title and body'),
  title: z.string(),
  body: z.string(),
  translations: z
    .array(z.object({ language: z.string(), title: z.string(), body: z.string() }))
    .optional()
    .describe('Versions in other languages'),
  type: z.literal('PUSH'),
  status: notificationStatus,
  kind: notificationKind,
  alertType: z.string().nullable(),
  source: notificationSource,
  open: z.boolean(),
  groups: z.array(uuid),
  recipients: z.array(uuid),
  withData: z.boolean(),
  data: notificationData.nullable(),
  schedule: isoDate.nullable().describe('When it is (or was) due; null = immediately'),
  zone: z.string().nullable(),
  deliveredOn: isoDate.nullable(),
  archived: z.boolean(),
  conversions: z.number().int().describe('Opens'),
  createdOn: isoDate,
  updatedOn: isoDate,
  onPublish: z
    .boolean()
    .describe(
      "The push a scheduled feed item (data) sends when it goes live at schedule: not a notification yet, its id is the item's. Edited on the item; archiving or deleting it cancels the push, the item stays scheduled",
    ),
  ...notificationExtras.shape,
});
export type NotificationRow = z.infer<typeof notificationRow>;

export const sentNotificationRow = notificationRow.extend({ figures: notificationFigures });
export type SentNotificationRow = z.infer<typeof sentNotificationRow>;

export const notificationDetail = sentNotificationRow.extend({
  failureReason: z.string().nullable(),
  /** While SENDING: devices addressed so far and how many have an outcome. */
  progress: z.object({ total: z.number().int(), processed: z.number().int() }),
});
export type NotificationDetail = z.infer<typeof notificationDetail>;

export const notificationsPage = paged(notificationRow);
export type NotificationsPage = z.infer<typeof notificationsPage>;
export const sentNotificationsPage = paged(sentNotificationRow);
export type SentNotificationsPage = z.infer<typeof sentNotificationsPage>;

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const notificationDraftsQuery = listQuery.extend({
  filter: z.enum(['updatedOn', 'createdOn', 'title']).default('updatedOn'),
});
/** Scheduled sends whose time falls in [startDate, endDate] (either bound optional), soonest first by default. */
export const notificationScheduledQuery = listQuery.extend({
  filter: z.enum(['schedule', 'title']).default('schedule'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  startDate: dayOrDateTime.optional(),
  endDate: dayOrDateTime.optional(),
});
export const notificationSentQuery = listQuery.extend({
  filter: z.enum(['deliveredOn', 'title']).default('deliveredOn'),
  archived: bool.optional().describe('true: the archived ones instead'),
});

/** Any string: an id that is not a uuid is "invalid or could not be found" (404), not a 400. */
export const notificationIdParams = z.object({ id: z.string().max(100) });
export const notificationBatchBody = z.object({ ids: z.array(uuid).min(1).max(500) });
export type NotificationBatchBody = z.infer<typeof notificationBatchBody>;
export const notificationBatchResponse = z.object({ message: z.string(), count: z.number().int() });

// --- member app (/app/v1) ---

/** APNs tokens are 64 hex characters, FCM tokens about 160 printable ones; neither has spaces. */
export const deviceToken = z
  .string({ error: notificationMessages.tokenInvalid })
  .regex(/^[\x21-\x7e]{1,4096}$/, notificationMessages.tokenInvalid);

export const deviceBody = z
  .object({
    platform: devicePlatform,
    token: deviceToken.describe(
      "The APNs or FCM token; for web, the subscription's endpoint (PushSubscription.endpoint)",
    ),
    keys: webPushKeys.optional().describe('web only, and required there: PushSubscription.toJSON().keys'),
    appVersion: z.string().trim().max(50).optional(),
    locale: z.string().trim().max(35).optional().describe('BCP 47, e.g. fr-CA'),
    timeZone: z.string().max(64).optional().describe('IANA zone of the device, e.g. America/Edmonton'),
  })
  .superRefine((d, ctx) => {
    if (d.platform !== 'web') return;
    if (!d.keys)
      ctx.addIssue({ code: 'custom', message: webPushMessages.subscriptionInvalid, path: ['keys'] });
    if (!/^https:\/\/[^/?#\s]+\/\S*$/.test(d.token))
      ctx.addIssue({ code: 'custom', message: webPushMessages.subscriptionInvalid, path: ['token'] });
  });
export type DeviceBody = z.infer<typeof deviceBody>;

export const deviceResponse = z.object({
  id: uuid,
  platform: devicePlatform,
  appVersion: z.string().nullable(),
  locale: z.string().nullable(),
  timeZone: z.string().nullable(),
  createdOn: isoDate,
  updatedOn: isoDate,
});
export type DeviceResponse = z.infer<typeof deviceResponse>;

export const deviceTokenParams = z.object({ token: z.string().max(4096) });

/** Sign-out (POST /app/v1/auth/sign-out) also stops pushes: to this device's token, or to every device of theirs. */
export const appSignOutBody = appRefreshBody.extend({
  deviceToken: deviceToken
    .optional()
    .describe(
      "This phone's push token: it stops receiving the member's pushes (without it: all their devices)",
    ),
});

/** A browser session's sign-out (…/session/sign-out): the community's cookie names the session. */
export const appCookieSignOutBody = z.object({
  deviceToken: deviceToken
    .optional()
    .describe("This browser's push subscription endpoint: it stops receiving the member's pushes"),
});

/**
 * Which of the caller's devices opened it (the open is counted once per device). Without a token (a browser with no
 * push subscription: the member web app), the person opened it: counted once for them, on their newest delivery.
 */
export const notificationOpenBody = z.object({
  token: deviceToken
    .optional()
    .describe("The opening device's push token; without it, the person's open (counted once for them)"),
});
export const notificationOpenResponse = z.object({
  message: z.string(),
  firstOpen: z
    .boolean()
    .describe('false when this device (without a token: this person) had already opened it'),
});

export const appNotificationEntry = z.object({
  id: uuid,
  language: z
    .string()
    .describe(
      "The language of this title and body: the reader's, else the community's default, else its own",
    ),
  title: z.string(),
  body: z.string(),
  kind: notificationKind,
  data: z.object({ feedItemId: uuid }).nullable(),
  deliveredOn: isoDate,
  opened: z.boolean().describe('Opened on one of the caller’s devices, or by the caller without one'),
  alertType: alertType.nullable().describe('EMERGENCY: the kind of alert; null otherwise'),
  acknowledged: z
    .boolean()
    .describe('EMERGENCY: the caller acknowledged it (on any device, or without one); false otherwise'),
});
export type AppNotificationEntry = z.infer<typeof appNotificationEntry>;
export const appNotificationsPage = paged(appNotificationEntry);
export type AppNotificationsPage = z.infer<typeof appNotificationsPage>;
export const appNotificationsQuery = listQuery.pick({ offset: true, limit: true });
