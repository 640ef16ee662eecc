import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityDetailResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export const getCommunity = (id: string, signal?: AbortSignal) =>
  api.get<CommunityDetailResponse>(`/v1/community/${encodeURIComponent(id)}`, { signal });

export const communityQueryKey = (id: string) => ['communities', 'detail', id] as const;

export const communityQuery = (id: string) =>
  queryOptions({
    queryKey: communityQueryKey(id),
    queryFn: ({ signal }) => getCommunity(id, signal).then((res) => res.data),
  });

export const useCommunity = (id: string) => useQuery(communityQuery(id));
