import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PlatformAdministratorListResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { administratorsKeys, type PlatformAdministratorsParams } from './keys';

export const getPlatformAdministrators = (params: PlatformAdministratorsParams, signal?: AbortSignal) =>
  api.get<PlatformAdministratorListResponse>('/v1/administrator/application/admin', {
    query: { ...params },
    signal,
  });

export const platformAdministratorsQuery = (params: PlatformAdministratorsParams) =>
  queryOptions({
    queryKey: administratorsKeys.platformList(params),
    queryFn: ({ signal }) => getPlatformAdministrators(params, signal),
    placeholderData: keepPreviousData,
  });
