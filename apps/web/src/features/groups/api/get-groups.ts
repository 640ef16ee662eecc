import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupRow, ListQuery, PageMeta } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export interface GroupsParams extends Pick<ListQuery, 'offset' | 'limit' | 'dir' | 'search'> {
  filter?: 'createdOn' | 'group' | 'members';
}

export const GROUPS_KEY = ['groups'] as const;

export const getGroups = (params: GroupsParams, signal?: AbortSignal) =>
  api.get<{ data: GroupRow[]; meta: PageMeta }>('/v1/groups', { query: { ...params }, signal });

export const groupsQuery = (params: GroupsParams) =>
  queryOptions({
    queryKey: [...GROUPS_KEY, 'list', params],
    queryFn: ({ signal }) => getGroups(params, signal),
    placeholderData: keepPreviousData,
  });

export const useGroups = (params: GroupsParams) => useQuery(groupsQuery(params));
