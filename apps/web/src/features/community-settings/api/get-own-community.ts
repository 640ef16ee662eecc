import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityDetailResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communitySettingsKeys } from './keys';

/** The signed-in community administrator's own community (the token names it; no id is sent). */
export const getOwnCommunity = (signal?: AbortSignal) =>
  api.get<CommunityDetailResponse>('/v1/community', { signal });

export const ownCommunityQuery = () =>
  queryOptions({
    queryKey: communitySettingsKeys.ownCommunity(),
    queryFn: ({ signal }) => getOwnCommunity(signal).then((res) => res.data),
  });

export const useOwnCommunity = () => useQuery(ownCommunityQuery());
