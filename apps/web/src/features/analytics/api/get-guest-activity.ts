import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsKeys } from './keys';
import type { GuestActivity, SeriesPeriod } from './types';

/** GET /v2/guests/analytics/activity: guests now; active, signed up, their views and conversions over the period. */
export const getGuestActivity = (period: SeriesPeriod, signal?: AbortSignal) =>
  api.get<GuestActivity>('/v2/guests/analytics/activity', { query: { ...period }, signal });

export const guestActivityQuery = (period: SeriesPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.guestActivity(period),
    queryFn: ({ signal }) => getGuestActivity(period, signal),
  });

export const useGuestActivity = (period: SeriesPeriod, enabled = true) =>
  useQuery({ ...guestActivityQuery(period), enabled });
