import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityClosingResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { yourDataKeys } from './keys';

/** Whether the administrator's own community is closing (null: it is not). */
export const getOwnClosing = (signal?: AbortSignal) =>
  api.get<CommunityClosingResponse>('/v1/community/closing', { signal });

export const ownClosingQuery = () =>
  queryOptions({
    queryKey: yourDataKeys.closing(),
    queryFn: ({ signal }) => getOwnClosing(signal).then((res) => res.data),
  });

export const useOwnClosing = () => useQuery(ownClosingQuery());
