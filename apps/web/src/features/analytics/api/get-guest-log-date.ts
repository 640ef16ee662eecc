import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsKeys, type GuestSeriesType } from './keys';
import type { SeriesPeriod, TimeSeries } from './types';

/** GET /v2/guests/admin/log-date: the guests' views (CONTENT), upgrades or notifications a day. */
export const getGuestLogDate = (type: GuestSeriesType, period: SeriesPeriod, signal?: AbortSignal) =>
  api.get<TimeSeries>('/v2/guests/admin/log-date', { query: { type, ...period }, signal });

export const guestLogDateQuery = (type: GuestSeriesType, period: SeriesPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.guestSeries(type, period),
    queryFn: ({ signal }) => getGuestLogDate(type, period, signal),
    placeholderData: keepPreviousData,
  });

export const useGuestLogDate = (type: GuestSeriesType, period: SeriesPeriod, enabled = true) =>
  useQuery({ ...guestLogDateQuery(type, period), enabled });
