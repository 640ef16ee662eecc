import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublishingLogList } from '@gathering/contract';
import { api } from '../lib/api-client';
import { sharedKeys } from './keys';

/**
 * GET /v2/publishingActivity/{id}/log: an item's publishing history, one page. The content detail shows it 7 a page,
 * the item analytics 10 a page (inside its all-or-nothing request of six), hence the page size in the key.
 */
export const getPublishingLog = (id: string, offset: number, limit: number, signal?: AbortSignal) =>
  api.get<PublishingLogList>(`/v2/publishingActivity/${encodeURIComponent(id)}/log`, {
    signal,
    query: { offset, limit },
  });

export const publishingLogQuery = (id: string, offset: number, limit: number) =>
  queryOptions({
    queryKey: sharedKeys.publishingLog(id, offset, limit),
    queryFn: ({ signal }) => getPublishingLog(id, offset, limit, signal),
    placeholderData: keepPreviousData,
  });

export const usePublishingLog = (id: string, offset: number, limit: number) =>
  useQuery(publishingLogQuery(id, offset, limit));
