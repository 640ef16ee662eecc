import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PlatformMemberListResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { platformUsersKeys, type PlatformMembersParams } from './keys';

export const getPlatformMembers = (params: PlatformMembersParams, signal?: AbortSignal) =>
  api.get<PlatformMemberListResponse>('/v1/administrator/communities/members', { query: params, signal });

export const platformMembersQuery = (params: PlatformMembersParams) =>
  queryOptions({
    queryKey: platformUsersKeys.members(params),
    queryFn: ({ signal }) => getPlatformMembers(params, signal),
    placeholderData: keepPreviousData,
  });
