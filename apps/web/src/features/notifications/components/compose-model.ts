import { z } from 'zod';
import {
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TITLE_MAX,
  REMINDER_MAX,
  REMINDER_MINUTES_MAX,
  REMINDER_MINUTES_MIN,
  alertType,
  contentAccess,
  type AlertType,
  type ContentAccess,
  type NotificationBody,
  type NotificationRow,
} from '@gathering/contract';
import { i18n } from '../../../i18n';
import { EMPTY_SCHEDULE, draftOf, scheduleOf, type ScheduleDraft } from './schedule-model';

/** What the compose form holds; the API body is built from it (`composeBodyOf`). A type: @mantine/form wants a record. */
export type ComposeValues = {
  title: string;
  body: string;
  /** The title and body in the community's other languages, by tag (issue 23); each device gets its own. */
  versions: Record<string, { title: string; body: string }>;
  audience: ContentAccess;
  groups: string[];
  recipients: string[];
  /** Opening the push opens this feed item. */
  withData: boolean;
  data: string | null;
  emergency: boolean;
  alertType: AlertType | null;
  reminders: boolean;
  reminderAfterMinutes: number;
  reminderMax: number;
  schedule: ScheduleDraft;
};

export const DEFAULT_REMINDER_MINUTES = 60;
export const DEFAULT_REMINDER_MAX = 2;

export const EMPTY_COMPOSE: ComposeValues = {
  title: '',
  body: '',
  versions: {},
  audience: 'MEMBERS',
  groups: [],
  recipients: [],
  withData: false,
  data: null,
  emergency: false,
  alertType: null,
  reminders: false,
  reminderAfterMinutes: DEFAULT_REMINDER_MINUTES,
  reminderMax: DEFAULT_REMINDER_MAX,
  schedule: EMPTY_SCHEDULE,
};

/** A stored draft or scheduled notification as the form opens it. */
export function composeValuesOf(row: NotificationRow): ComposeValues {
  return {
    title: row.title,
    body: row.body,
    versions: Object.fromEntries(
      (row.translations ?? []).map((v) => [v.language, { title: v.title, body: v.body }]),
    ),
    audience: row.open
      ? 'OPEN'
      : row.groups.length
        ? 'GROUPS'
        : row.recipients.length
          ? 'RECIPIENTS'
          : 'MEMBERS',
    groups: row.groups,
    recipients: row.recipients,
    withData: row.withData && !!row.data,
    data: row.data?.id ?? null,
    emergency: row.kind === 'EMERGENCY',
    alertType: (alertType.safeParse(row.alertType).data ?? null) as AlertType | null,
    reminders: row.reminderAfterMinutes !== null,
    reminderAfterMinutes: row.reminderAfterMinutes ?? DEFAULT_REMINDER_MINUTES,
    reminderMax: row.reminderMax ?? DEFAULT_REMINDER_MAX,
    schedule: draftOf(row),
  };
}

const msg = (key: string, vars?: Record<string, unknown>) => () =>
  i18n.t(`notifications:compose.errors.${key}` as 'notifications:compose.errors.title', vars);

/**
 * The form's rules, with the contract's limits, as sentences in the reader's language (built per validation so a
 * language switch applies). A draft may be saved without a schedule; sending needs a complete one.
 */
export const composeSchema = (mode: 'send' | 'draft' = 'send') =>
  z
    .object({
      title: z
        .string()
        .trim()
        .min(1, { error: msg('title') })
        .max(NOTIFICATION_TITLE_MAX, { error: msg('titleTooLong', { count: NOTIFICATION_TITLE_MAX }) }),
      body: z
        .string()
        .trim()
        .min(1, { error: msg('body') })
        .max(NOTIFICATION_BODY_MAX, { error: msg('bodyTooLong', { count: NOTIFICATION_BODY_MAX }) }),
      audience: contentAccess,
      groups: z.array(z.string()),
      recipients: z.array(z.string()),
      withData: z.boolean(),
      data: z.string().nullable(),
      emergency: z.boolean(),
      alertType: alertType.nullable(),
      reminders: z.boolean(),
      reminderAfterMinutes: z.number(),
      reminderMax: z.number(),
      schedule: z.custom<ScheduleDraft>(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, key: string, vars?: Record<string, unknown>) =>
        ctx.addIssue({ code: 'custom', path: [path], message: msg(key, vars)() });
      if (v.audience === 'GROUPS' && v.groups.length === 0) issue('groups', 'groups');
      if (v.audience === 'RECIPIENTS' && v.recipients.length === 0) issue('recipients', 'recipients');
      if (v.withData && !v.data) issue('data', 'data');
      if (v.emergency && !v.alertType) issue('alertType', 'alertType');
      if (v.emergency && v.reminders) {
        const { reminderAfterMinutes: after, reminderMax: max } = v;
        if (!Number.isInteger(after) || after < REMINDER_MINUTES_MIN || after > REMINDER_MINUTES_MAX)
          issue('reminderAfterMinutes', 'reminderAfter', {
            min: REMINDER_MINUTES_MIN,
            max: REMINDER_MINUTES_MAX,
          });
        if (!Number.isInteger(max) || max < 1 || max > REMINDER_MAX)
          issue('reminderMax', 'reminderMax', { max: REMINDER_MAX });
      }
      if (mode === 'draft' && v.schedule.mode === 'now') return;
      const schedule = scheduleOf(v.schedule);
      if (schedule.problem) issue('schedule', `schedule.${schedule.problem}`);
    });

/** The create / update body. Groups and members go only with their audience; the link only when asked for. */
export function composeBodyOf(v: ComposeValues, draft: boolean): NotificationBody {
  const schedule = scheduleOf(v.schedule).value ?? scheduleOf(EMPTY_SCHEDULE).value!;
  return {
    title: v.title.trim(),
    body: v.body.trim(),
    // A version needs both texts (the server leaves out the others too).
    translations: Object.entries(v.versions ?? {})
      .map(([language, t]) => ({ language, title: t.title.trim(), body: t.body.trim() }))
      .filter((t) => t.title && t.body),
    open: v.audience === 'OPEN',
    groups: v.audience === 'GROUPS' ? v.groups : [],
    recipients: v.audience === 'RECIPIENTS' ? v.recipients : [],
    withData: v.withData && !!v.data,
    data: v.withData ? v.data : null,
    draft,
    ...schedule,
    kind: v.emergency ? 'EMERGENCY' : 'STANDARD',
    alertType: v.emergency ? v.alertType : null,
    reminderAfterMinutes: v.emergency && v.reminders ? v.reminderAfterMinutes : null,
    reminderMax: v.emergency && v.reminders ? v.reminderMax : null,
  };
}
