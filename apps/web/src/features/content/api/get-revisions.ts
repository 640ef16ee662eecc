import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RevisionDetail, RevisionList } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';

/** GET /v1/feeditem/{id}/revisions: the item's kept versions, newest first, with the publishing moves of each. */
export const getRevisions = (id: string, signal?: AbortSignal) =>
  api.get<RevisionList>(`/v1/feeditem/${encodeURIComponent(id)}/revisions`, { signal });

export const revisionsQuery = (id: string) =>
  queryOptions({ queryKey: contentKeys.revisions(id), queryFn: ({ signal }) => getRevisions(id, signal) });

export const useRevisions = (id: string) => useQuery(revisionsQuery(id));

/** GET /v1/feeditem/{id}/revisions/{number}: one version whole, every language (a version never changes). */
export const getRevision = (id: string, number: number, signal?: AbortSignal) =>
  api.get<RevisionDetail>(`/v1/feeditem/${encodeURIComponent(id)}/revisions/${number}`, { signal });

export const useRevision = (id: string, number: number | null) =>
  useQuery({
    queryKey: contentKeys.revision(id, number ?? 0),
    queryFn: ({ signal }) => getRevision(id, number!, signal),
    enabled: number !== null,
    staleTime: Infinity,
  });
