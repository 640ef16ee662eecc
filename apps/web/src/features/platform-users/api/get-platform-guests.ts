import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformGuestListQuery, PlatformGuestListResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { platformUsersKeys } from './keys';

export type PlatformGuestsParams = Pick<
  PlatformGuestListQuery,
  'offset' | 'limit' | 'dir' | 'search' | 'filter' | 'deleted' | 'communityId'
>;

export const getPlatformGuests = (params: PlatformGuestsParams, signal?: AbortSignal) =>
  api.get<PlatformGuestListResponse>('/v2/guests/admin', { query: params, signal });

export const platformGuestsQuery = (params: PlatformGuestsParams) =>
  queryOptions({
    queryKey: platformUsersKeys.guests(params),
    queryFn: ({ signal }) => getPlatformGuests(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePlatformGuests = (params: PlatformGuestsParams) => useQuery(platformGuestsQuery(params));
