import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PinnedResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

export const getPinned = (signal?: AbortSignal) =>
  api.get<PinnedResponse>('/v1/feedItem/community/pinned', { signal });

export const pinnedQuery = () =>
  queryOptions({ queryKey: contentKeys.pinned(), queryFn: ({ signal }) => getPinned(signal) });

export const usePinned = (enabled = true) => useQuery({ ...pinnedQuery(), enabled });
