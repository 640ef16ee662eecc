import { useMutation } from '@tanstack/react-query';
import type { ImportPreviewResponse } from '@gathering/contract';
import { postCsv } from './csv-transport';

/** What an import of `file` would do, row by row; the server writes nothing. */
export const previewImport = (file: File, onProgress?: (percent: number) => void) =>
  postCsv<ImportPreviewResponse>('/v1/members/import/preview', file, onProgress);

export const usePreviewImport = () =>
  useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      previewImport(file, onProgress),
  });
