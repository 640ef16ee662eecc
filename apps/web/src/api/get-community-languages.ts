import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityLanguagesResponse } from '@gathering/contract';
import { api } from '../lib/api-client';
import { sharedKeys } from './keys';

/** The signed-in administrator's community's languages, default among them, in the console's order. */
export const getCommunityLanguages = (signal?: AbortSignal) =>
  api.get<CommunityLanguagesResponse>('/v1/community/languages', { signal });

export const communityLanguagesQuery = () =>
  queryOptions({
    queryKey: sharedKeys.communityLanguages,
    queryFn: ({ signal }) => getCommunityLanguages(signal).then((res) => res.languages),
    staleTime: 60_000,
  });

export const useCommunityLanguages = () => useQuery(communityLanguagesQuery());
