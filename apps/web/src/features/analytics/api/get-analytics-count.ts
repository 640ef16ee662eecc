import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsType } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { analyticsKeys } from './keys';
import type { AnalyticsCount } from './types';

/** GET /v1/admin/analytics: the lifetime total and the last 7 days of one analytics type. */
export const getAnalyticsCount = (type: AnalyticsType, signal?: AbortSignal) =>
  api.get<AnalyticsCount>('/v1/admin/analytics', { query: { type }, signal });

export const analyticsCountQuery = (type: AnalyticsType) =>
  queryOptions({
    queryKey: analyticsKeys.count(type),
    queryFn: ({ signal }) => getAnalyticsCount(type, signal),
  });

export const useAnalyticsCount = (type: AnalyticsType, enabled = true) =>
  useQuery({ ...analyticsCountQuery(type), enabled });
