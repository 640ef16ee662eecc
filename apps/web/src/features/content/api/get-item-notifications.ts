import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemNotificationsResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

/** Spec §7 feed item analytics "notifications": the pushes sent for the item (title, body, deliveredOn, conversions). */
export const getItemNotifications = (id: string, signal?: AbortSignal) =>
  api.get<ItemNotificationsResponse>(`/v1/feedItem/analytics/${encodeURIComponent(id)}/notifications`, {
    signal,
  });

export const itemNotificationsQuery = (id: string) =>
  queryOptions({
    queryKey: contentKeys.notifications(id),
    queryFn: ({ signal }) => getItemNotifications(id, signal),
  });

export const useItemNotifications = (id: string) => useQuery(itemNotificationsQuery(id));
