import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { ContentAccess, FeedItemDetail, PublishBody } from '@gathering/contract';
import type { TimePickerValue } from '../../../components/time-picker';

dayjs.extend(utc);
dayjs.extend(timezone);

export const AUDIENCE_OPTIONS: { value: ContentAccess; label: string }[] = [
  { value: 'OPEN', label: 'Open to everyone including guests' },
  { value: 'MEMBERS', label: 'All members' },
  { value: 'GROUPS', label: 'Chosen groups' },
  { value: 'RECIPIENTS', label: 'Chosen members' },
];

export interface PublishDraft {
  audience: ContentAccess;
  groups: string[];
  recipients: string[];
  featured: boolean;
  notification: boolean;
  schedule: boolean;
  day: Date | null;
  time: TimePickerValue;
}

export function publishDraftOf(item: FeedItemDetail): PublishDraft {
  return {
    audience: item.access,
    groups: item.groups.map((g) => g.id),
    recipients: item.recipients.map((r) => r.id),
    featured: item.featured,
    notification: false,
    schedule: false,
    day: null,
    time: null,
  };
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The publish call's body, or what is missing. Groups and members only go with their audience. */
export function publishBodyOf(d: PublishDraft): { body?: Partial<PublishBody>; problem?: string } {
  if (d.audience === 'GROUPS' && d.groups.length === 0) return { problem: 'Choose at least one group' };
  if (d.audience === 'RECIPIENTS' && d.recipients.length === 0)
    return { problem: 'Choose at least one member' };
  const body: Partial<PublishBody> = {
    open: d.audience === 'OPEN',
    groups: d.audience === 'GROUPS' ? d.groups : [],
    recipients: d.audience === 'RECIPIENTS' ? d.recipients : [],
    featured: d.featured,
    notification: d.notification,
  };
  if (d.schedule) {
    if (!d.day || !d.time) return { problem: 'Choose the day and time to publish' };
    const zone = d.time.zone ?? browserZone();
    const clock = dayjs(d.time.date).tz(zone).format('HH:mm');
    const day = dayjs(d.day).format('YYYY-MM-DD');
    if (!dayjs.tz(`${day}T${clock}:00`, zone).isAfter(dayjs()))
      return { problem: 'The publishing time must be in the future' };
    body.publishAt = `${day}T${clock}:00`;
    body.zone = zone;
  }
  return { body };
}
