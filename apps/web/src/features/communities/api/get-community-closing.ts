import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityClosingResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communitiesKeys } from './keys';

/** Whether the community is closing (null: it is not), and when it will be deleted. */
export const getCommunityClosing = (id: string, signal?: AbortSignal) =>
  api.get<CommunityClosingResponse>(`/v1/community/${encodeURIComponent(id)}/closing`, { signal });

export const communityClosingQuery = (id: string) =>
  queryOptions({
    queryKey: communitiesKeys.closing(id),
    queryFn: ({ signal }) => getCommunityClosing(id, signal).then((res) => res.data),
  });

export const useCommunityClosing = (id: string) => useQuery(communityClosingQuery(id));
