import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  COMMUNITY_ADMIN_SORT_COLUMNS,
  CommunityAdministratorListResponse,
  ListQuery,
} from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { administratorsKeys } from './keys';

export interface CommunityAdministratorsParams extends Pick<
  ListQuery,
  'offset' | 'limit' | 'dir' | 'search'
> {
  filter?: (typeof COMMUNITY_ADMIN_SORT_COLUMNS)[number];
  communityId?: string;
}

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

export const useCommunityAdministrators = (params: CommunityAdministratorsParams) =>
  useQuery(communityAdministratorsQuery(params));
