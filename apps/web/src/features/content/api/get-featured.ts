import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedItemListEntry } from '@gathering/contract';
import { api } from '../../../lib/api-client';

// The shape of the contract's featuredResponse.
interface FeaturedResponse {
  featured: FeedItemListEntry[];
}

export const getFeatured = (signal?: AbortSignal) =>
  api.get<FeaturedResponse>('/v1/feedItems/featured', { signal });

export const featuredQuery = () =>
  queryOptions({ queryKey: ['content', 'featured'], queryFn: ({ signal }) => getFeatured(signal) });

export const useFeatured = (enabled = true) => useQuery({ ...featuredQuery(), enabled });
