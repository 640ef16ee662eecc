import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cascadeRespondersResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { cascadeKeys } from './keys';

export type RespondersAnswer = z.infer<typeof cascadeRespondersResponse>;

export const getCascadeResponders = (signal?: AbortSignal) =>
  api.get<RespondersAnswer>('/v1/notifications/cascade/responders', { signal });

export const cascadeRespondersQuery = () =>
  queryOptions({ queryKey: cascadeKeys.responders(), queryFn: ({ signal }) => getCascadeResponders(signal) });

/** The members who visit the people an alert could not reach, with the groups each covers. */
export const useCascadeResponders = () => useQuery(cascadeRespondersQuery());
