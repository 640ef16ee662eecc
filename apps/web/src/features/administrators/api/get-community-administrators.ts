import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CommunityAdministratorListResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { administratorsKeys, type CommunityAdministratorsParams } from './keys';

export const getCommunityAdministrators = (params: CommunityAdministratorsParams, signal?: AbortSignal) =>
  api.get<CommunityAdministratorListResponse>('/v1/administrator/communities/admin', {
    query: { ...params },
    signal,
  });

export const communityAdministratorsQuery = (params: CommunityAdministratorsParams) =>
  queryOptions({
    queryKey: administratorsKeys.communityList(params),
    queryFn: ({ signal }) => getCommunityAdministrators(params, signal),
    placeholderData: keepPreviousData,
  });
