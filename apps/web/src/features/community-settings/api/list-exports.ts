import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityExport } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communitySettingsKeys } from './keys';

export const listExports = (signal?: AbortSignal) =>
  api.get<{ data: CommunityExport[] }>('/v1/community/exports', { signal }).then((res) => res.data);

const running = (list: CommunityExport[] | undefined) =>
  !!list?.some((e) => e.status === 'QUEUED' || e.status === 'RUNNING');

/** The community's latest exports; polled every two seconds while one is being made (its progress). */
export const exportsQuery = () =>
  queryOptions({
    queryKey: communitySettingsKeys.exports(),
    queryFn: ({ signal }) => listExports(signal),
    refetchInterval: (query) => (running(query.state.data) ? 2000 : false),
  });

export const useExports = () => useQuery(exportsQuery());
