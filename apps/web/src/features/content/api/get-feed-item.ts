import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedItemDetail } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const getFeedItem = (id: string, signal?: AbortSignal) =>
  api.get<FeedItemDetail>(`/v1/feedItem/view/${encodeURIComponent(id)}`, { signal });

export const feedItemQuery = (id: string) =>
  queryOptions({ queryKey: contentKeys.item(id), queryFn: ({ signal }) => getFeedItem(id, signal) });

export const useFeedItem = (id: string | undefined) =>
  useQuery({ ...feedItemQuery(id ?? ''), enabled: !!id });
