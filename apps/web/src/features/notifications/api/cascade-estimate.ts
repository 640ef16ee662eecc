import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CascadeEstimate, CascadeEstimateBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { notificationsKeys } from './keys';

/**
 * POST /v1/notifications/cascade/estimate: an emergency alert's cascade as the server would run it now — reach per
 * channel, each language's text segments and price, time and cost. A read, though a POST (the audience and the
 * texts do not fit an address); never served from the cache, and the previous answer stays shown while the next
 * one is counted (the composer asks again as the texts change).
 */
export const useCascadeEstimate = (body: CascadeEstimateBody, enabled = true) =>
  useQuery({
    queryKey: notificationsKeys.cascadeEstimate(body),
    queryFn: ({ signal }) =>
      api.post<CascadeEstimate>('/v1/notifications/cascade/estimate', body, { signal }),
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
    enabled,
  });
