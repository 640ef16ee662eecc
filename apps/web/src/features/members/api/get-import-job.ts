import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { ImportJob } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { membersKeys } from './keys';

export const IMPORT_POLL_MS = 500;

/** What every background import answers (members', contact channels'). */
type Polled = { status: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED' };

export const isFinished = (job: Polled | undefined) => job?.status === 'DONE' || job?.status === 'FAILED';

/** Polls an import every half second until it is done or failed. */
export const pollImportQuery = <J extends Polled>(queryKey: QueryKey, url: string) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<J>(url, { signal }),
    refetchInterval: (query) => (isFinished(query.state.data) ? false : IMPORT_POLL_MS),
  });

export const importJobQuery = (jobId: string) =>
  pollImportQuery<ImportJob>(membersKeys.importJob(jobId), `/v1/members/import/${encodeURIComponent(jobId)}`);

export const useImportJob = (jobId: string | null) =>
  useQuery({ ...importJobQuery(jobId ?? ''), enabled: !!jobId });
