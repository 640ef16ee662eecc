import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BasicMembersResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export const getBasicMembers = (signal?: AbortSignal) =>
  api.get<BasicMembersResponse>('/v1/members/basic', { signal });

export const basicMembersQuery = () =>
  queryOptions({ queryKey: ['content', 'basic-members'], queryFn: ({ signal }) => getBasicMembers(signal) });

export const useBasicMembers = (enabled = true) => useQuery({ ...basicMembersQuery(), enabled });
