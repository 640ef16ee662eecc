import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BasicMembersResponse } from '@gathering/contract';
import { api } from '../lib/api-client';
import { sharedKeys } from './keys';

/**
 * GET /v1/members/basic: every member of the community by name, for audience pickers (publish dialog, push
 * compose). Shared like get-basic-groups.ts: one query and one shape under the one key.
 */
export const getBasicMembers = (signal?: AbortSignal) =>
  api.get<BasicMembersResponse>('/v1/members/basic', { signal });

export const basicMembersQuery = () =>
  queryOptions({ queryKey: sharedKeys.basicMembers, queryFn: ({ signal }) => getBasicMembers(signal) });

export const useBasicMembers = (enabled = true) => useQuery({ ...basicMembersQuery(), enabled });
