import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupDetailResponse, ListQuery } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { groupsKeys } from './keys';

/** The group, its feed and the first page of its members; `offset` pages through the feed. */
export const getGroup = (id: string, params: Pick<ListQuery, 'offset' | 'limit'>, signal?: AbortSignal) =>
  api.get<GroupDetailResponse>(`/v1/groups/${encodeURIComponent(id)}`, { query: { ...params }, signal });

export const groupQuery = (id: string, params: Pick<ListQuery, 'offset' | 'limit'>) =>
  queryOptions({
    queryKey: groupsKeys.detail(id, params),
    queryFn: ({ signal }) => getGroup(id, params, signal),
  });

export const useGroup = (id: string, params: Pick<ListQuery, 'offset' | 'limit'>) =>
  useQuery(groupQuery(id, params));
