import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImportJob } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { membersKeys } from './keys';

export const IMPORT_POLL_MS = 500;

export const getImportJob = (jobId: string, signal?: AbortSignal) =>
  api.get<ImportJob>(`/v1/members/import/${encodeURIComponent(jobId)}`, { signal });

export const isFinished = (job: ImportJob | undefined) => job?.status === 'DONE' || job?.status === 'FAILED';

/** Polls every half second until the job is done or failed. */
export const importJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: membersKeys.importJob(jobId),
    queryFn: ({ signal }) => getImportJob(jobId, signal),
    refetchInterval: (query) => (isFinished(query.state.data) ? false : IMPORT_POLL_MS),
  });

export const useImportJob = (jobId: string | null) =>
  useQuery({ ...importJobQuery(jobId ?? ''), enabled: !!jobId });
