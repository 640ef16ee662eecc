import type { ListQuery } from '@gathering/contract';
import { sharedKeys } from '../../../api/keys';

/** The three lists' paging and sort, as the API takes them. */
export type NotificationListParams = Pick<ListQuery, 'offset' | 'limit' | 'dir' | 'search'> & {
  filter?: string;
  archived?: boolean;
};

/** Every query key of the notifications feature; invalidations go through these too. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationsKeys.all, 'list'] as const,
  sent: (p: NotificationListParams) => [...notificationsKeys.lists(), 'sent', p] as const,
  // The shared root of this list: content's changes refresh it too (a scheduled item's push is listed there).
  scheduled: (p: NotificationListParams) => [...sharedKeys.scheduledPushes, p] as const,
  drafts: (p: NotificationListParams) => [...notificationsKeys.lists(), 'drafts', p] as const,
  detail: (id: string) => [...notificationsKeys.all, 'detail', id] as const,
  linkable: (search: string) => [...notificationsKeys.all, 'linkable', search] as const,
  /** The community's push settings (quiet hours, zone): the settings screen and the compose form's note. */
  settings: () => [...notificationsKeys.all, 'settings'] as const,
  /** POST /v1/notifications/reach for one audience and timing: the review before any push. */
  reach: (body: object) => [...notificationsKeys.all, 'reach', body] as const,
  /** POST /v1/notifications/cascade/estimate: an emergency alert's cascade, counted (issue 36). */
  cascadeEstimates: () => [...notificationsKeys.all, 'cascade-estimate'] as const,
  cascadeEstimate: (body: object) => [...notificationsKeys.cascadeEstimates(), body] as const,
  /** A saved alert's voice recordings. */
  recordings: (id: string) => [...notificationsKeys.all, 'recordings', id] as const,
  /** Scheduled pushes are calendar entries too: any change to them refreshes the publishing calendar. */
  calendar: sharedKeys.publishingCalendar,
};
