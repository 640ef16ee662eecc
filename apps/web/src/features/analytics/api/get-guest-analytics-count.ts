import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsKeys, type GuestCountType } from './keys';
import type { AnalyticsCount } from './types';

/** GET /v2/guests/admin/analytics: the guests' counts (GUEST, UPGRADE, GUEST_CONTENT, GUEST_NOTIFICATION). */
export const getGuestAnalyticsCount = (type: GuestCountType, signal?: AbortSignal) =>
  api.get<AnalyticsCount>('/v2/guests/admin/analytics', { query: { type }, signal });

export const guestAnalyticsCountQuery = (type: GuestCountType) =>
  queryOptions({
    queryKey: analyticsKeys.guestCount(type),
    queryFn: ({ signal }) => getGuestAnalyticsCount(type, signal),
  });

export const useGuestAnalyticsCount = (type: GuestCountType, enabled = true) =>
  useQuery({ ...guestAnalyticsCountQuery(type), enabled });
