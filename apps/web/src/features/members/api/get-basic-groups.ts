import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BasicGroupsResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export const getBasicGroups = (signal?: AbortSignal) =>
  api.get<BasicGroupsResponse>('/v1/groups/basic', { signal });

// Same key as the groups feature's own copy, so both share one cached list.
export const basicGroupsQuery = () =>
  queryOptions({
    queryKey: ['groups', 'basic'],
    queryFn: ({ signal }) => getBasicGroups(signal).then((res) => res.groups),
  });

export const useBasicGroups = (enabled = true) => useQuery({ ...basicGroupsQuery(), enabled });
