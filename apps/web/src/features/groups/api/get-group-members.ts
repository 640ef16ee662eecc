import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MembersPage } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { groupsKeys, type GroupMembersParams } from './keys';

export const getGroupMembers = (id: string, params: GroupMembersParams, signal?: AbortSignal) =>
  api.get<MembersPage>(`/v1/groups/${encodeURIComponent(id)}/members`, { query: { ...params }, signal });

export const groupMembersQuery = (id: string, params: GroupMembersParams) =>
  queryOptions({
    queryKey: groupsKeys.members(id, params),
    queryFn: ({ signal }) => getGroupMembers(id, params, signal),
    placeholderData: keepPreviousData,
  });
