import { z } from 'zod';
import { calendarDay, isoDate, uuid } from './common';

// What push notifications do beyond the spec (issue 11): zone-aware and recurring schedules, quiet hours,
// emergency alerts with acknowledgements and reminders, and the health of a community's push credentials.

export const notificationAlertMessages = {
  alertTypeRequired: 'Please choose the kind of emergency alert.',
  alertTypeOnlyEmergency: 'Only an emergency alert has an alert type.',
  remindersOnlyEmergency: 'Only an emergency alert can send reminders.',
  remindersIncomplete: 'Choose both the delay before a reminder and how many reminders to send.',
  scheduleRequiredForLocal: 'Choose a time to send at each recipient’s local time.',
  scheduleRequiredForRecurrence: 'Choose the time of the first send of a recurring notification.',
  recurrenceUntilBeforeStart: 'The last day of a recurring notification must be on or after its first send.',
  recurrenceTooLong: 'A recurring notification can repeat for at most two years.',
  weekdaysOnlyWeekly: 'Days of the week apply to a weekly notification only.',
  quietHoursInvalid: 'Use a time in the form HH:MM (24-hour), for example 22:00.',
  quietHoursIncomplete: 'Set both the start and the end of quiet hours, or neither.',
  quietHoursSame: 'Quiet hours must start and end at different times.',
  invalidZone: 'Unknown time zone',
  // The server's and the database's time-zone rules differ for this zone (an outdated tzdata on one of them).
  zoneRulesDisagree:
    'Scheduling in this time zone is paused: the server and its database disagree about its clock changes. Please ask your platform operator to update their time-zone data.',
  settingsUpdated: 'Notification settings were updated',
  acknowledged: 'Alert acknowledgement was recorded',
  notAnAlert: 'Only an emergency alert can be acknowledged.',
  credentialsChecked: 'Push credentials were checked',
  // 'Error trying to …' fallbacks for the console (spec §8 pattern).
  acknowledgeFailed: 'Error trying to acknowledge alert',
  exportUnreachedFailed: 'Error trying to export unreached recipients',
  fetchSettingsFailed: 'Error trying to fetch notification settings',
  updateSettingsFailed: 'Error trying to update notification settings',
  testCredentialsFailed: 'Error trying to test push credentials',
} as const;

/** The kinds of emergency alert; OTHER for anything else that cannot wait. */
export const ALERT_TYPES = ['BOIL_WATER', 'EVACUATION', 'ROAD_CLOSURE', 'OTHER'] as const;
export const alertType = z.enum(ALERT_TYPES);
export type AlertType = z.infer<typeof alertType>;
export const ALERT_TYPE_LABELS: Record<AlertType, string> = {
  BOIL_WATER: 'Boil-water advisory',
  EVACUATION: 'Evacuation',
  ROAD_CLOSURE: 'Road closure',
  OTHER: 'Other emergency',
};

/** Reminders: every `reminderAfterMinutes` after the send (and after each reminder), up to `reminderMax` times. */
export const REMINDER_MINUTES_MIN = 5;
export const REMINDER_MINUTES_MAX = 24 * 60;
export const REMINDER_MAX = 10;

export const RECURRENCE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/**
 * A repeating schedule. Each occurrence is its own notification (same series) with its own figures, sent at the
 * first send's wall-clock time in its zone (09:00 stays 09:00 across daylight-saving changes). Monthly repeats on
 * the first send's day of the month and skips months without that day.
 */
export const recurrence = z.object({
  frequency: z.enum(RECURRENCE_FREQUENCIES),
  interval: z.number().int().min(1).max(12).default(1).describe('Every n days / weeks / months'),
  weekdays: z
    .array(z.enum(WEEKDAYS))
    .max(7)
    .default([])
    .describe('WEEKLY: the days it repeats on; none = the weekday of the first send'),
  until: calendarDay().describe('The last day it may repeat on (inclusive, in the schedule zone)'),
});
export type Recurrence = z.infer<typeof recurrence>;
export type RecurrenceInput = z.input<typeof recurrence>;

/**
 * Fields of the compose body (POST / PATCH /v1/notifications) for alerts and schedules; the service checks how
 * they combine (an alert type only on an emergency alert, a schedule for local time and recurrence).
 */
export const notificationExtrasBody = z.object({
  kind: z.enum(['STANDARD', 'EMERGENCY']).default('STANDARD').describe('EMERGENCY: an alert'),
  alertType: alertType.nullable().optional(),
  localTime: z
    .boolean()
    .default(false)
    .describe("Send at scheduled's wall-clock time in each recipient's own zone"),
  recurrence: recurrence.nullable().optional(),
  reminderAfterMinutes: z
    .number()
    .int()
    .min(REMINDER_MINUTES_MIN)
    .max(REMINDER_MINUTES_MAX)
    .nullable()
    .optional()
    .describe('Alerts: minutes before a reminder goes to devices that have not acknowledged'),
  reminderMax: z.number().int().min(1).max(REMINDER_MAX).nullable().optional(),
});

/** The same, as notifications answer them. */
export const notificationExtras = z.object({
  localTime: z.boolean(),
  recurrence: recurrence.nullable(),
  /** The recurring notification this one is an occurrence of. */
  seriesId: uuid.nullable(),
  reminderAfterMinutes: z.number().int().nullable(),
  reminderMax: z.number().int().nullable(),
});
export type NotificationExtras = z.infer<typeof notificationExtras>;

// --- quiet hours (PATCH /v1/notifications/settings) ---

const hm = z
  .string({ error: notificationAlertMessages.quietHoursInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, notificationAlertMessages.quietHoursInvalid);

/** A community's push settings: quiet hours in each recipient's zone, and the zone for devices without one. */
export const notificationSettings = z.object({
  quietHoursStart: z.string().nullable(),
  quietHoursEnd: z.string().nullable(),
  timeZone: z.string().nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
export const notificationSettingsBody = z.object({
  quietHoursStart: hm.nullable().optional().describe('HH:MM; null with quietHoursEnd null = no quiet hours'),
  quietHoursEnd: hm.nullable().optional(),
  timeZone: z.string().max(64).nullable().optional().describe('IANA zone, e.g. America/Edmonton'),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBody>;

// --- alerts (member app: acknowledge) ---

/** Without a token (a browser with no push subscription: the member web app), the person acknowledges as themselves. */
export const notificationAcknowledgeBody = z.object({
  token: z
    .string()
    .min(1)
    .max(4096)
    .optional()
    .describe("The acknowledging device's push token; without it, the person acknowledges"),
});
export const notificationAcknowledgeResponse = z.object({
  message: z.string(),
  firstAcknowledgement: z.boolean().describe('false when this person had already acknowledged it'),
});

// --- the publishing calendar's push entries ---

/** A scheduled, recurring or sent push as the publishing calendar shows it beside content. */
export const calendarPushEntry = z.object({
  type: z.literal('PUSH'),
  id: uuid,
  heading: z.string(),
  body: z.string(),
  status: z.string(),
  kind: z.enum(['STANDARD', 'EMERGENCY']),
  alertType: alertType.nullable(),
  publishingOn: isoDate.describe('When it goes (or went) out'),
  zone: z.string().nullable(),
  seriesId: uuid.nullable(),
});
export type CalendarPushEntry = z.infer<typeof calendarPushEntry>;

// --- credential health ---

export const PUSH_HEALTH_STATES = ['OK', 'FAILING', 'NOT_CONFIGURED'] as const;
export const pushHealthState = z.enum(PUSH_HEALTH_STATES);
/** One provider's answer: 'ok', or why it refused; null when that provider has no credentials. */
const providerHealth = z.string().nullable();
export const pushHealth = z.object({
  state: pushHealthState,
  apn: providerHealth,
  gcm: providerHealth,
  checkedAt: isoDate,
});
export type PushHealth = z.infer<typeof pushHealth>;
