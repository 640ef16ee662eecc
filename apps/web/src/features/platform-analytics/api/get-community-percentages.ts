import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { communityPercentages } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { platformAnalyticsKeys } from './keys';
import { isReady, periodQueryOf, type PeriodParams } from './period';

export type CommunityPercentages = z.infer<typeof communityPercentages>;

export const getCommunityPercentages = (params: PeriodParams, signal?: AbortSignal) =>
  api.get<CommunityPercentages>('/v1/administrator/analytics/main/community-percentages', {
    query: periodQueryOf(params),
    signal,
  });

export const communityPercentagesQuery = (params: PeriodParams) =>
  queryOptions({
    queryKey: platformAnalyticsKeys.percentages(periodQueryOf(params)),
    queryFn: ({ signal }) => getCommunityPercentages(params, signal),
    placeholderData: keepPreviousData,
    enabled: isReady(params),
  });

export const useCommunityPercentages = (params: PeriodParams) => useQuery(communityPercentagesQuery(params));
