import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GuestsPage } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { guestsKeys, type GuestsParams } from './keys';

export const getGuests = (params: GuestsParams, signal?: AbortSignal) =>
  api.get<GuestsPage>('/v2/guests', { query: { ...params }, signal });

export const guestsQuery = (params: GuestsParams) =>
  queryOptions({
    queryKey: guestsKeys.list(params),
    queryFn: ({ signal }) => getGuests(params, signal),
    placeholderData: keepPreviousData,
  });
