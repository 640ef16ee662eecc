import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BasicGroupsResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../lib/query-keys';

export const getBasicGroups = (signal?: AbortSignal) =>
  api.get<BasicGroupsResponse>('/v1/groups/basic', { signal });

export const basicGroupsQuery = () =>
  queryOptions({ queryKey: sharedKeys.basicGroups, queryFn: ({ signal }) => getBasicGroups(signal) });

export const useBasicGroups = (enabled = true) => useQuery({ ...basicGroupsQuery(), enabled });
