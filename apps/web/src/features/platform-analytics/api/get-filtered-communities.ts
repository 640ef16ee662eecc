import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { communityAnalyticsPage } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { platformAnalyticsKeys, type CommunitiesParams } from './keys';
import { isReady, periodQueryOf } from './period';

export type CommunityAnalyticsPage = z.infer<typeof communityAnalyticsPage>;
const queryOf = ({ filter, range, ...rest }: CommunitiesParams): CommunitiesParams => ({
  ...rest,
  ...periodQueryOf({ filter, range }),
});

export const getFilteredCommunities = (params: CommunitiesParams, signal?: AbortSignal) =>
  api.get<CommunityAnalyticsPage>('/v1/administrator/analytics/main/filtered-communities', {
    query: queryOf(params),
    signal,
  });

export const filteredCommunitiesQuery = (params: CommunitiesParams) =>
  queryOptions({
    queryKey: platformAnalyticsKeys.communities(queryOf(params)),
    queryFn: ({ signal }) => getFilteredCommunities(params, signal),
    placeholderData: keepPreviousData,
    enabled: isReady(params),
  });

export const useFilteredCommunities = (params: CommunitiesParams) =>
  useQuery(filteredCommunitiesQuery(params));
