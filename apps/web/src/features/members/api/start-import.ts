import { useMutation } from '@tanstack/react-query';
import type { ImportStartResponse } from '@gathering/contract';
import { upload } from '../../../lib/api-transfer';
import { csvForm } from './preview-import';

/** Queues the import (202); its progress is polled with get-import-job. */
export const startImport = (file: File, invite: boolean, onProgress?: (percent: number) => void) =>
  upload<ImportStartResponse>('/v1/members/import', csvForm(file), { query: { invite }, onProgress });

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
