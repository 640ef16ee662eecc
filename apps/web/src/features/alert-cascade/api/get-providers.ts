import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CascadeProvider } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { cascadeKeys } from './keys';

export type ProvidersAnswer = { data: CascadeProvider[] };

export const getCascadeProviders = (signal?: AbortSignal) =>
  api.get<ProvidersAnswer>('/v1/notifications/cascade/providers', { signal });

export const cascadeProvidersQuery = () =>
  queryOptions({ queryKey: cascadeKeys.providers(), queryFn: ({ signal }) => getCascadeProviders(signal) });

/** The community's SMS and voice providers in failover order (their secrets are never answered). */
export const useCascadeProviders = () => useQuery(cascadeProvidersQuery());
