import { useMutation } from '@tanstack/react-query';
import type { ImportStartResponse } from '@gathering/contract';
import { postCsv } from './csv-transport';

/** Queues the import (202); its progress is polled with get-import-job. */
export const startImport = (file: File, invite: boolean, onProgress?: (percent: number) => void) =>
  postCsv<ImportStartResponse>(`/v1/members/import?invite=${invite}`, file, onProgress);

export const useStartImport = () =>
  useMutation({
    mutationFn: ({
      file,
      invite,
      onProgress,
    }: {
      file: File;
      invite: boolean;
      onProgress?: (percent: number) => void;
    }) => startImport(file, invite, onProgress),
  });
