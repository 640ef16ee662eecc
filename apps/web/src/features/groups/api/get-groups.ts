import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GroupsPage } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { groupsKeys, type GroupsParams } from './keys';

export const getGroups = (params: GroupsParams, signal?: AbortSignal) =>
  api.get<GroupsPage>('/v1/groups', { query: { ...params }, signal });

export const groupsQuery = (params: GroupsParams) =>
  queryOptions({
    queryKey: groupsKeys.list(params),
    queryFn: ({ signal }) => getGroups(params, signal),
    placeholderData: keepPreviousData,
  });
