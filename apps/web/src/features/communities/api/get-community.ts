import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityDetail, CommunityDetailResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communitiesKeys } from './keys';

export const getCommunity = (id: string, signal?: AbortSignal) =>
  api.get<CommunityDetailResponse>(`/v1/community/${encodeURIComponent(id)}`, { signal });

/** A summary was requested after the last one went out: the job is on its way. */
export const summaryPending = (
  c: Pick<CommunityDetail, 'lastSummaryAt' | 'summaryRequestedAt'> | undefined,
) => !!c?.summaryRequestedAt && (!c.lastSummaryAt || c.lastSummaryAt < c.summaryRequestedAt);

export const communityQuery = (id: string) =>
  queryOptions({
    queryKey: communitiesKeys.detail(id),
    queryFn: ({ signal }) => getCommunity(id, signal).then((res) => res.data),
    // While a summary is queued, look again now and then so "Last summary sent" appears without a reload.
    refetchInterval: (query) => (summaryPending(query.state.data) ? 5_000 : false),
  });

export const useCommunity = (id: string) => useQuery(communityQuery(id));
