import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertRecording } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { upload } from '../../../lib/api-transfer';
import { notificationsKeys } from './keys';

type Recordings = { data: AlertRecording[] };

/** GET /v1/notifications/{id}/recordings: a saved alert's voice recordings, one per language. */
export const useAlertRecordings = (id: string | undefined) =>
  useQuery({
    queryKey: notificationsKeys.recordings(id ?? ''),
    queryFn: () => api.get<Recordings>(`/v1/notifications/${id}/recordings`),
    enabled: !!id,
  });

/** Attach (PUT, multipart `recording`) or remove an alert's recording in one language; the estimate counts again. */
export function useAlertRecordingChange(id: string) {
  const qc = useQueryClient();
  const done = (r: Recordings) => {
    qc.setQueryData(notificationsKeys.recordings(id), r);
    void qc.invalidateQueries({ queryKey: notificationsKeys.cascadeEstimates() });
  };
  const attach = useMutation({
    mutationFn: ({ language, file }: { language: string; file: File }) => {
      const form = new FormData();
      form.append('recording', file);
      return upload<Recordings>(`/v1/notifications/${id}/recordings/${encodeURIComponent(language)}`, form, {
        method: 'PUT',
      });
    },
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (language: string) =>
      api.delete<Recordings>(`/v1/notifications/${id}/recordings/${encodeURIComponent(language)}`),
    onSuccess: done,
  });
  return { attach, remove };
}
