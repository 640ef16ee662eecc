import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityProfile } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export const getCommunityProfile = (slug: string, signal?: AbortSignal) =>
  api.get<CommunityProfile>(`/v1/community/profile/${encodeURIComponent(slug)}`, { auth: 'none', signal });

export const communityProfileQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public', 'community-profile', slug],
    queryFn: ({ signal }) => getCommunityProfile(slug, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** No slug, no call: the pages then use their default name. */
export function useCommunityProfile(slug: string | undefined) {
  return useQuery({ ...communityProfileQuery(slug ?? ''), enabled: !!slug });
}
