import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SupportFiguresPage } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { supportKeys, type PlatformFiguresParams } from './keys';

/** The figures of every community that has tickets, a page at a time. */
export const getPlatformFigures = (params: PlatformFiguresParams, signal?: AbortSignal) =>
  api.get<SupportFiguresPage>('/v2/support/admin/figures', { query: params, signal });

export const platformFiguresQuery = (params: PlatformFiguresParams) =>
  queryOptions({
    queryKey: supportKeys.figures('platform', params),
    queryFn: ({ signal }) => getPlatformFigures(params, signal),
    placeholderData: keepPreviousData,
  });
