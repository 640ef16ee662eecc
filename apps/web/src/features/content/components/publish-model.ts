import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { z } from 'zod';
import {
  ACCESS_VALUES,
  contentAccess,
  type ContentAccess,
  type FeedItemDetail,
  type PublishBody,
} from '@gathering/contract';
import type { TimePickerValue } from '../../../components/time-picker';
import { i18n } from '../../../i18n';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The audiences in the order the dialog offers them (labels: `content:access.<value>`). */
export const AUDIENCES: readonly ContentAccess[] = ACCESS_VALUES;

/** What the Publish dialog holds; the publish call's body is built from it (`publishBodyOf`). */
// A type (not an interface) so it is a plain record for @mantine/form.
export type PublishValues = {
  audience: ContentAccess;
  groups: string[];
  recipients: string[];
  featured: boolean;
  notification: boolean;
  schedule: boolean;
  day: Date | null;
  time: TimePickerValue;
};

/** A scheduled item opens with its schedule (in the zone it was set in), so publishing again keeps it. */
function scheduleOf(item: FeedItemDetail): Pick<PublishValues, 'schedule' | 'day' | 'time'> {
  if (item.status !== 'SCHEDULED' || !item.publishAt) return { schedule: false, day: null, time: null };
  const zone = item.publishZone ?? 'UTC';
  const day = dayjs(dayjs(item.publishAt).tz(zone).format('YYYY-MM-DD')).toDate();
  return { schedule: true, day, time: { date: new Date(item.publishAt), zone } };
}

/**
 * What the dialog is opened for, as the detail page's buttons name it: `publish` a draft (or retracted item),
 * `now` a scheduled item at once, change a scheduled item's `schedule`, or change a `live` item's publishing.
 */
export type PublishMode = 'publish' | 'now' | 'schedule' | 'live';

/** The button that opens the dialog for an item, named for what it does (detail page). */
export const publishModeOf = (item: Pick<FeedItemDetail, 'status'>): PublishMode =>
  item.status === 'SCHEDULED' ? 'now' : item.status === 'PUBLISHED' ? 'live' : 'publish';

export function publishValuesOf(item: FeedItemDetail, mode: PublishMode = 'publish'): PublishValues {
  const schedule = scheduleOf(item);
  return {
    audience: item.access,
    groups: item.groups.map((g) => g.id),
    recipients: item.recipients.map((r) => r.id),
    featured: item.featured,
    // A scheduled item keeps the push it was scheduled with (listed under Notifications › Scheduled).
    notification: item.status === 'SCHEDULED' && item.notifyOnPublish,
    // "Publish now" opens without the schedule: submitting it publishes at once.
    ...(mode === 'now' ? { ...schedule, schedule: false } : schedule),
  };
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The chosen day at the chosen clock time, as wall-clock time in the picked zone (the browser's without one). */
export function scheduledAt(
  v: Pick<PublishValues, 'day' | 'time'>,
): { publishAt: string; zone: string } | null {
  if (!v.day || !v.time) return null;
  const zone = v.time.zone ?? browserZone();
  const clock = dayjs(v.time.date).tz(zone).format('HH:mm');
  return { publishAt: `${dayjs(v.day).format('YYYY-MM-DD')}T${clock}:00`, zone };
}

/** The publish call's body: groups and members only go with their audience, a schedule only when asked for. */
export function publishBodyOf(v: PublishValues): Partial<PublishBody> {
  const body: Partial<PublishBody> = {
    open: v.audience === 'OPEN',
    groups: v.audience === 'GROUPS' ? v.groups : [],
    recipients: v.audience === 'RECIPIENTS' ? v.recipients : [],
    featured: v.featured,
    notification: v.notification,
  };
  const at = v.schedule ? scheduledAt(v) : null;
  if (at) Object.assign(body, at);
  return body;
}

type PublishError = 'chooseGroup' | 'chooseMember' | 'chooseDay' | 'chooseTime' | 'past' | 'eventNeedsDate';
const t = (key: PublishError) => i18n.t(`content:publish.errors.${key}`);

/**
 * The dialog's own rules, worded in the reader's language when they are checked: a chosen audience needs its
 * groups or members, a schedule needs a day and a time in the future.
 */
export const publishValuesSchema = z
  .object({
    audience: contentAccess,
    groups: z.array(z.string()),
    recipients: z.array(z.string()),
    featured: z.boolean(),
    notification: z.boolean(),
    schedule: z.boolean(),
    day: z.date().nullable(),
    time: z.custom<TimePickerValue>(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: keyof PublishValues, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.audience === 'GROUPS' && v.groups.length === 0) issue('groups', t('chooseGroup'));
    if (v.audience === 'RECIPIENTS' && v.recipients.length === 0) issue('recipients', t('chooseMember'));
    if (!v.schedule) return;
    if (!v.day) issue('day', t('chooseDay'));
    if (!v.time) issue('time', t('chooseTime'));
    const at = scheduledAt(v);
    if (at && !dayjs.tz(at.publishAt, at.zone).isAfter(dayjs())) issue('time', t('past'));
  });

/** Where the contract's body fields (and the server's field errors) show in the dialog. */
export const PUBLISH_FIELD_MAP: Record<string, keyof PublishValues> = {
  publishAt: 'time',
  zone: 'time',
  groups: 'groups',
  recipients: 'recipients',
};

/** An event goes live only with a date (the server refuses it too); the sentence, or null when it may go. */
export function publishBlocker(item: FeedItemDetail): string | null {
  if (item.feedItemType === 'EventItem' && (item.dateTimes ?? []).length === 0) return t('eventNeedsDate');
  return null;
}
