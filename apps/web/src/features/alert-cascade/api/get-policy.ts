import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CascadePolicy } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { cascadeKeys } from './keys';

export const getCascadePolicy = (signal?: AbortSignal) =>
  api.get<CascadePolicy>('/v1/notifications/cascade/policy', { signal });

export const cascadePolicyQuery = () =>
  queryOptions({ queryKey: cascadeKeys.policy(), queryFn: ({ signal }) => getCascadePolicy(signal) });

/** The community's cascade policy (the defaults, `updatedAt: null`, until one is saved). */
export const useCascadePolicy = () => useQuery(cascadePolicyQuery());
