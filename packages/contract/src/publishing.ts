import { z } from 'zod';
import { dayOrDateTime, paged } from './common';
import { contentAccess, contentStatus, feedItemType } from './content';
import { calendarPushEntry } from './notification-alerts';

// Publishing: publish / retract / archive / delete / pin, the publishing log and the calendar (spec 000 §3, §7 Feed).

export const publishBody = z.object({
  groups: z.array(z.uuid()).max(200).default([]),
  recipients: z.array(z.uuid()).max(5000).default([]).describe('Member ids (memberships)'),
  notification: z.boolean().default(false).describe('Request a push to the audience when it goes live'),
  featured: z.boolean().default(false),
  open: z.boolean().default(false).describe('Visible to guests too (access OPEN)'),
  publishAt: z
    .string()
    .max(40)
    .optional()
    .describe(
      'Schedule instead of publishing now: an ISO date-time; without an offset it is read as wall-clock time in zone',
    ),
  zone: z.string().max(64).optional().describe('IANA zone of publishAt, e.g. America/Toronto (default UTC)'),
});
export type PublishBody = z.infer<typeof publishBody>;

export const feedBatchBody = z.object({ ids: z.array(z.uuid()).min(1).max(500) });
export type FeedBatchBody = z.infer<typeof feedBatchBody>;
export const batchResponse = z.object({ message: z.string(), count: z.number().int() });
export type BatchResponse = z.infer<typeof batchResponse>;

export const unpinBody = z.object({
  access: contentAccess
    .optional()
    .describe('The access the item keeps once unpinned (unchanged when omitted)'),
});

export const LOG_ACTIONS = [
  'CREATED',
  'UPDATED',
  'PUBLISHED',
  'SCHEDULED',
  'RETRACTED',
  'ARCHIVED',
  'DELETED',
  'PINNED',
  'UNPINNED',
  'RESTORED',
] as const;
export const logAction = z.enum(LOG_ACTIONS);

/** One publishing log row (spec: logged, type, member email, name, scope, username); the scheduler has no user. */
export const publishingLogEntry = z.object({
  id: z.uuid(),
  logged: z.string(),
  type: logAction,
  email: z.string().nullable(),
  name: z.string(),
  scope: z.string().nullable(),
  username: z.string().nullable(),
});
export const publishingLogList = paged(publishingLogEntry);
export type PublishingLogList = z.infer<typeof publishingLogList>;

export const publishingMessages = {
  endBeforeStart: 'The end date must not be before the start date.',
} as const;

export const calendarQuery = z
  .object({ startDate: dayOrDateTime, endDate: dayOrDateTime })
  .refine((q) => new Date(q.startDate) <= new Date(q.endDate), {
    message: publishingMessages.endBeforeStart,
    path: ['endDate'],
  });

export const calendarEntry = z.object({
  id: z.uuid(),
  community: z.string(),
  baseType: feedItemType,
  displayType: z.string(),
  heading: z.string(),
  body: z.string(),
  status: contentStatus,
  access: contentAccess,
  publishingOn: z.string().describe('When it went or goes live'),
  publishedDate: z.string().nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntry>;
export const calendarResponse = z.object({
  data: z.array(calendarEntry),
  /** Scheduled, recurring and sent pushes in the same range, beside the content (type PUSH). */
  notifications: z.array(calendarPushEntry),
});
export type CalendarResponse = z.infer<typeof calendarResponse>;
