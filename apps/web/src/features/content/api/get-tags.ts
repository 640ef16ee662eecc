import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TagsResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const getTags = (signal?: AbortSignal) => api.get<TagsResponse>('/v1/tags', { signal });

export const tagsQuery = () =>
  queryOptions({ queryKey: contentKeys.tags(), queryFn: ({ signal }) => getTags(signal) });

export const useTags = () => useQuery(tagsQuery());
