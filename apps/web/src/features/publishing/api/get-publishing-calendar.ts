import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { publishingKeys } from './keys';

/** Published and scheduled items going live between the two instants (ISO date-times with offset). */
export const getPublishingCalendar = (startDate: string, endDate: string, signal?: AbortSignal) =>
  api.get<CalendarResponse>('/v2/publishing/current', { signal, query: { startDate, endDate } });

export const publishingCalendarQuery = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: publishingKeys.calendar(startDate, endDate),
    queryFn: ({ signal }) => getPublishingCalendar(startDate, endDate, signal),
    placeholderData: keepPreviousData,
  });

export const usePublishingCalendar = (startDate: string, endDate: string) =>
  useQuery(publishingCalendarQuery(startDate, endDate));
