import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeletionCertificateListResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { communitiesKeys } from './keys';

/** The certificates of the communities deleted so far, newest first. */
export const getDeletionCertificates = (signal?: AbortSignal) =>
  api.get<DeletionCertificateListResponse>('/v1/administrator/deletion-certificates', { signal });

export const deletionCertificatesQuery = () =>
  queryOptions({
    queryKey: communitiesKeys.certificates(),
    queryFn: ({ signal }) => getDeletionCertificates(signal).then((res) => res.data),
  });

export const useDeletionCertificates = () => useQuery(deletionCertificatesQuery());
