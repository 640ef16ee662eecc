import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CapProposal,
  CapPublished,
  CapSettings,
  CapSettingsBody,
  CapSource,
  CapSourceBody,
  CapSubdivision,
} from '@gathering/contract';
import { api } from '../../../lib/api-client';

/** Every query key of the alerting (CAP) screen. */
export const capKeys = {
  all: ['cap'] as const,
  settings: () => [...capKeys.all, 'settings'] as const,
  sources: () => [...capKeys.all, 'sources'] as const,
  proposals: () => [...capKeys.all, 'proposals'] as const,
  published: () => [...capKeys.all, 'published'] as const,
  subdivisions: (q: string) => [...capKeys.all, 'subdivisions', q] as const,
};

const data = <T>(p: Promise<{ data: T }>) => p.then((res) => res.data);

export const useCapSettings = () =>
  useQuery(
    queryOptions({
      queryKey: capKeys.settings(),
      queryFn: ({ signal }) => data(api.get<{ data: CapSettings }>('/v1/cap/settings', { signal })),
    }),
  );
export const useCapSources = () =>
  useQuery({
    queryKey: capKeys.sources(),
    queryFn: ({ signal }) => data(api.get<{ data: CapSource[] }>('/v1/cap/sources', { signal })),
  });
/** Open proposals: proposed or in review. Read again on every visit: a send elsewhere in the console settles one. */
export const useCapProposals = () =>
  useQuery({
    queryKey: capKeys.proposals(),
    refetchOnMount: 'always',
    queryFn: ({ signal }) =>
      data(api.get<{ data: CapProposal[] }>('/v1/cap/proposals', { signal, query: { open: 'true' } })),
  });
export const useCapPublished = () =>
  useQuery({
    queryKey: capKeys.published(),
    refetchOnMount: 'always',
    queryFn: ({ signal }) => data(api.get<{ data: CapPublished[] }>('/v1/cap/published', { signal })),
  });
/** Census subdivisions by name, from two letters on. */
export const useSubdivisions = (q: string) =>
  useQuery({
    queryKey: capKeys.subdivisions(q),
    enabled: q.trim().length >= 2,
    queryFn: ({ signal }) =>
      data(api.get<{ data: CapSubdivision[] }>('/v1/cap/subdivisions', { signal, query: { q } })),
  });

export const useSaveCapSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CapSettingsBody) => data(api.put<{ data: CapSettings }>('/v1/cap/settings', body)),
    onSuccess: (settings) => client.setQueryData(capKeys.settings(), settings),
  });
};

/** Every change to the sources, proposals or published list reads the three again. */
const useCapChange = <A, R>(fn: (arg: A) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all(
        [capKeys.sources(), capKeys.proposals(), capKeys.published()].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
export const useAddSource = () => useCapChange((body: CapSourceBody) => api.post('/v1/cap/sources', body));
export const useRemoveSource = () => useCapChange((id: string) => api.delete(`/v1/cap/sources/${id}`));
export const usePollSource = () => useCapChange((id: string) => api.post(`/v1/cap/sources/${id}/poll`));
export const useReviewProposal = () =>
  useCapChange((id: string) =>
    data(api.post<{ data: { notificationId: string } }>(`/v1/cap/proposals/${id}/review`)),
  );
export const useDismissProposal = () =>
  useCapChange((id: string) => api.post(`/v1/cap/proposals/${id}/dismiss`));
/** A draft that updates or cancels a published alert: published as a CAP Update or Cancel once sent. */
export const useFollowUp = () =>
  useCapChange(({ id, msgType }: { id: string; msgType: 'Update' | 'Cancel' }) =>
    data(api.post<{ data: { notificationId: string } }>(`/v1/cap/alerts/${id}/follow-up`, { msgType })),
  );
