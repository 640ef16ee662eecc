import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsKeys } from './keys';
import type { GuestActivity } from './types';

/** GET /v2/guests/analytics/activity: guests, active this week, upgraded, and their views and conversions. */
export const getGuestActivity = (signal?: AbortSignal) =>
  api.get<GuestActivity>('/v2/guests/analytics/activity', { signal });

export const guestActivityQuery = () =>
  queryOptions({
    queryKey: analyticsKeys.guestActivity(),
    queryFn: ({ signal }) => getGuestActivity(signal),
  });

export const useGuestActivity = () => useQuery(guestActivityQuery());
