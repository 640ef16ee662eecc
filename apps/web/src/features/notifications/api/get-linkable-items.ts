import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedList } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './keys';

/** Live items of the community feed a push can open, by headline (the feed's own list). */
export const getLinkableItems = (search: string, signal?: AbortSignal) =>
  api.get<FeedList>('/v2/feed/community/feeditems', {
    query: { search: search || undefined, limit: 20 },
    signal,
  });

export const linkableItemsQuery = (search: string) =>
  queryOptions({
    queryKey: notificationsKeys.linkable(search),
    queryFn: ({ signal }) => getLinkableItems(search, signal),
    placeholderData: keepPreviousData,
  });

export const useLinkableItems = (search: string) => useQuery(linkableItemsQuery(search));
