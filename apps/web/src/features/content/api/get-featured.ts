import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const getFeatured = (signal?: AbortSignal) =>
  api.get<FeaturedResponse>('/v1/feedItems/featured', { signal });

export const featuredQuery = () =>
  queryOptions({ queryKey: contentKeys.featured(), queryFn: ({ signal }) => getFeatured(signal) });

export const useFeatured = (enabled = true) => useQuery({ ...featuredQuery(), enabled });
