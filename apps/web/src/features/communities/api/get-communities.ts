import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CommunityListResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communitiesKeys, type CommunitiesParams } from './keys';

export const getCommunities = (params: CommunitiesParams, signal?: AbortSignal) =>
  api.get<CommunityListResponse>('/v1/community/admin', { query: params, signal });

export const communitiesQuery = (params: CommunitiesParams) =>
  queryOptions({
    queryKey: communitiesKeys.list(params),
    queryFn: ({ signal }) => getCommunities(params, signal),
    // The previous page stays on screen while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  });
