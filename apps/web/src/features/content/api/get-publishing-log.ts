import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublishingLogList } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const getPublishingLog = (id: string, offset: number, signal?: AbortSignal) =>
  api.get<PublishingLogList>(`/v2/publishingActivity/${id}/log`, { signal, query: { offset, limit: 7 } });

export const publishingLogQuery = (id: string, offset: number) =>
  queryOptions({
    queryKey: contentKeys.log(id, offset),
    queryFn: ({ signal }) => getPublishingLog(id, offset, signal),
    placeholderData: keepPreviousData,
  });

export const usePublishingLog = (id: string, offset: number) => useQuery(publishingLogQuery(id, offset));
