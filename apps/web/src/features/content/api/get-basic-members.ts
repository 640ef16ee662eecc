import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BasicMembersResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

export const getBasicMembers = (signal?: AbortSignal) =>
  api.get<BasicMembersResponse>('/v1/members/basic', { signal });

export const basicMembersQuery = () =>
  queryOptions({ queryKey: sharedKeys.basicMembers, queryFn: ({ signal }) => getBasicMembers(signal) });

export const useBasicMembers = (enabled = true) => useQuery({ ...basicMembersQuery(), enabled });
