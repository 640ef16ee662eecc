import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analyticsKeys } from './keys';
import type { SeriesPeriod, TimeSeries } from './types';

/** GET /v2/guests/admin/guests: new guests a day. */
export const getNewGuests = (period: SeriesPeriod, signal?: AbortSignal) =>
  api.get<TimeSeries>('/v2/guests/admin/guests', { query: { ...period }, signal });

export const newGuestsQuery = (period: SeriesPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.newGuests(period),
    queryFn: ({ signal }) => getNewGuests(period, signal),
    placeholderData: keepPreviousData,
  });

export const useNewGuests = (period: SeriesPeriod, enabled = true) =>
  useQuery({ ...newGuestsQuery(period), enabled });
