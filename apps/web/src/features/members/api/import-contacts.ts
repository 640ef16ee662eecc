import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactImportPreview, ContactImportResult } from '@gathering/contract';
import { upload } from '../../../lib/api-transfer';
import { membersKeys } from './keys';
import { csvForm } from './preview-import';

/**
 * The import is applied while the request waits (30,000 channels: see docs/alert-cascade.md for the times measured),
 * longer than an ordinary call's 30 s.
 */
const IMPORT_TIMEOUT_MS = 10 * 60_000;

type Upload = { file: File; onProgress?: (percent: number) => void };

/** What an import of contact channels would do, row by row; the server writes nothing. */
export const usePreviewContactsImport = () =>
  useMutation({
    mutationFn: ({ file, onProgress }: Upload) =>
      upload<ContactImportPreview>('/v1/members/contacts/import/preview', csvForm(file), { onProgress }),
  });

/** Sets the channels; `skipInvalid` is the administrator's confirmation to import the valid rows of a file with bad ones. */
export const useImportContacts = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, skipInvalid, onProgress }: Upload & { skipInvalid: boolean }) =>
      upload<ContactImportResult>('/v1/members/contacts/import', csvForm(file), {
        query: { skipInvalid },
        onProgress,
        timeoutMs: IMPORT_TIMEOUT_MS,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: membersKeys.all }),
  });
};
