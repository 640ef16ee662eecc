import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BasicCommunitiesResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

export const getBasicCommunities = (signal?: AbortSignal) =>
  api.get<BasicCommunitiesResponse>('/v1/administrator/communities/basic', { signal });

// The same key in every feature that lists communities by name, so they share one cached copy.
export const basicCommunitiesQuery = () =>
  queryOptions({
    queryKey: sharedKeys.basicCommunities,
    queryFn: ({ signal }) => getBasicCommunities(signal).then((res) => res.communities),
  });

export const useBasicCommunities = () => useQuery(basicCommunitiesQuery());
