import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsKeys, type GuestCountType } from './keys';
import type { AnalyticsCount, SeriesPeriod } from './types';

/** GET /v2/guests/admin/analytics: a guests' count (GUEST, UPGRADE, GUEST_CONTENT, GUEST_NOTIFICATION) over the period. */
export const getGuestAnalyticsCount = (type: GuestCountType, period: SeriesPeriod, signal?: AbortSignal) =>
  api.get<AnalyticsCount>('/v2/guests/admin/analytics', { query: { type, ...period }, signal });

export const guestAnalyticsCountQuery = (type: GuestCountType, period: SeriesPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.guestCount(type, period),
    queryFn: ({ signal }) => getGuestAnalyticsCount(type, period, signal),
  });

export const useGuestAnalyticsCount = (type: GuestCountType, period: SeriesPeriod, enabled = true) =>
  useQuery({ ...guestAnalyticsCountQuery(type, period), enabled });
