import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AlertCascade, AlertPeoplePage, PersonState } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { LIVE_REFRESH_MS } from './get-notification';
import { notificationsKeys } from './keys';

/** While people are still being texted and called the page follows it closely; a cascade not begun yet, slower. */
const refresh = (status: AlertCascade['status'] | undefined) =>
  status === 'RUNNING' ? LIVE_REFRESH_MS : status === 'NONE' ? LIVE_REFRESH_MS * 5 : false;

/** GET /v1/notifications/{id}/cascade: people by state and how they confirmed, attempts by status, cost. */
export const useAlertCascade = (id: string) =>
  useQuery({
    queryKey: notificationsKeys.cascade(id),
    queryFn: ({ signal }) =>
      api.get<AlertCascade>(`/v1/notifications/${encodeURIComponent(id)}/cascade`, { signal }),
    refetchInterval: (query) => refresh(query.state.data?.status),
  });

export interface AlertPeopleParams {
  state?: PersonState;
  search?: string;
  offset: number;
  limit: number;
}

/** GET /v1/notifications/{id}/cascade/people: one page of the people, by state, with their attempts. */
export const useAlertPeople = (
  id: string,
  params: AlertPeopleParams,
  cascadeStatus: AlertCascade['status'] | undefined,
) =>
  useQuery({
    queryKey: notificationsKeys.cascadePeople(id, params),
    queryFn: ({ signal }) =>
      api.get<AlertPeoplePage>(`/v1/notifications/${encodeURIComponent(id)}/cascade/people`, {
        signal,
        query: { ...params },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: refresh(cascadeStatus),
  });
