import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityDetailResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';

/** The signed-in community administrator's own community (the token names it; no id is sent). */
export const getOwnCommunity = (signal?: AbortSignal) =>
  api.get<CommunityDetailResponse>('/v1/community', { signal });

export const ownCommunityQueryKey = ['community-settings', 'own-community'] as const;

export const ownCommunityQuery = () =>
  queryOptions({
    queryKey: ownCommunityQueryKey,
    queryFn: ({ signal }) => getOwnCommunity(signal).then((res) => res.data),
  });

export const useOwnCommunity = () => useQuery(ownCommunityQuery());
