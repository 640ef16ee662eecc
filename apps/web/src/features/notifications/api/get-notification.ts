import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationDetail } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './keys';

/** How often the detail is re-read while a send is under way, for the live progress and figures. */
export const LIVE_REFRESH_MS = 2_000;

export const getNotification = (id: string, signal?: AbortSignal) =>
  api.get<NotificationDetail>(`/v1/notifications/${encodeURIComponent(id)}`, { signal });

export const notificationQuery = (id: string) =>
  queryOptions({
    queryKey: notificationsKeys.detail(id),
    queryFn: ({ signal }) => getNotification(id, signal),
    // Polled while sending; once sent, figures still move as people open (and acknowledge) it, so a slower beat.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status === 'SENDING') return LIVE_REFRESH_MS;
      return status === 'SENT' ? LIVE_REFRESH_MS * 5 : false;
    },
  });

export const useNotification = (id: string, enabled = true) =>
  useQuery({ ...notificationQuery(id), enabled });
