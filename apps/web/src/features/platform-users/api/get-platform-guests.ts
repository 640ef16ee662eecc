import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PlatformGuestListResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { platformUsersKeys, type PlatformGuestsParams } from './keys';

export const getPlatformGuests = (params: PlatformGuestsParams, signal?: AbortSignal) =>
  api.get<PlatformGuestListResponse>('/v2/guests/admin', { query: params, signal });

export const platformGuestsQuery = (params: PlatformGuestsParams) =>
  queryOptions({
    queryKey: platformUsersKeys.guests(params),
    queryFn: ({ signal }) => getPlatformGuests(params, signal),
    placeholderData: keepPreviousData,
  });
