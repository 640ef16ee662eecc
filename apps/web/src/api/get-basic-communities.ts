import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BasicCommunitiesResponse } from '@gathering/contract';
import { api } from '../lib/api-client';
import { sharedKeys } from './keys';

/** GET /v1/administrator/communities/basic: every community by name (administrators' picker, users' filter). */
export const getBasicCommunities = (signal?: AbortSignal) =>
  api.get<BasicCommunitiesResponse>('/v1/administrator/communities/basic', { signal });

export const basicCommunitiesQuery = () =>
  queryOptions({
    queryKey: sharedKeys.basicCommunities,
    queryFn: ({ signal }) => getBasicCommunities(signal).then((res) => res.communities),
  });

export const useBasicCommunities = () => useQuery(basicCommunitiesQuery());
