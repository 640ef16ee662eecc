import { queryOptions, useQuery } from '@tanstack/react-query';
import type { YourDataResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { yourDataKeys } from './keys';

/** What the community's data is, where it lives, for how long and who processes it (the server's configuration). */
export const getYourData = (signal?: AbortSignal) =>
  api.get<YourDataResponse>('/v1/community/your-data', { signal });

export const yourDataQuery = () =>
  queryOptions({
    queryKey: yourDataKeys.facts(),
    queryFn: ({ signal }) => getYourData(signal).then((res) => res.data),
  });

export const useYourData = () => useQuery(yourDataQuery());
