import { useMutation } from '@tanstack/react-query';
import type { ImportPreviewResponse } from '@gathering/contract';
import { upload } from '../../../lib/api-transfer';

/** The CSV as the multipart field `file`. */
export function csvForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** What an import of `file` would do, row by row; the server writes nothing. */
export const previewImport = (file: File, onProgress?: (percent: number) => void) =>
  upload<ImportPreviewResponse>('/v1/members/import/preview', csvForm(file), { onProgress });

export const usePreviewImport = () =>
  useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      previewImport(file, onProgress),
  });
