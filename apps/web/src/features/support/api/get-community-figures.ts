import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportFigures } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { supportKeys } from './keys';

/** The community's own figures: open and escalated tickets, average first-response and resolution times. */
export const getCommunityFigures = (signal?: AbortSignal) =>
  api.get<SupportFigures>('/v2/support/community/figures', { signal });

export const communityFiguresQuery = () =>
  queryOptions({
    queryKey: supportKeys.figures('community'),
    queryFn: ({ signal }) => getCommunityFigures(signal),
  });

export const useCommunityFigures = () => useQuery(communityFiguresQuery());
