import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BasicGroupsResponse } from '@gathering/contract';
import { api } from '../lib/api-client';
import { sharedKeys } from './keys';

/**
 * GET /v1/groups/basic: every group of the community by name, for pickers (member edit, publish audience). One
 * query for every feature: two copies under one key with different shapes would hand each other's data around.
 */
export const getBasicGroups = (signal?: AbortSignal) =>
  api.get<BasicGroupsResponse>('/v1/groups/basic', { signal });

export const basicGroupsQuery = () =>
  queryOptions({ queryKey: sharedKeys.basicGroups, queryFn: ({ signal }) => getBasicGroups(signal) });

export const useBasicGroups = (enabled = true) => useQuery({ ...basicGroupsQuery(), enabled });
