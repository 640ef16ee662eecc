import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ContactImportJob,
  ContactImportLatest,
  ContactImportPreview,
  ContactImportStart,
} from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { upload } from '../../../lib/api-transfer';
import { pollImportQuery } from './get-import-job';
import { membersKeys } from './keys';
import { csvForm } from './preview-import';

type Upload = { file: File; onProgress?: (percent: number) => void };

/** What an import of contact channels would do, row by row; the server writes nothing. */
export const usePreviewContactsImport = () =>
  useMutation({
    mutationFn: ({ file, onProgress }: Upload) =>
      upload<ContactImportPreview>('/v1/members/contacts/import/preview', csvForm(file), { onProgress }),
  });

/**
 * Queues the import (202, at once: the server applies it in the background); `skipInvalid` is the administrator's
 * confirmation to import the valid rows of a file with bad ones. Its progress is polled with useContactsImport.
 */
export const useStartContactsImport = () =>
  useMutation({
    mutationFn: ({ file, skipInvalid, onProgress }: Upload & { skipInvalid: boolean }) =>
      upload<ContactImportStart>('/v1/members/contacts/import', csvForm(file), {
        query: { skipInvalid },
        onProgress,
      }),
  });

/** An import under way or ended, polled every half second until it ends. */
export const useContactsImport = (id: string | null) =>
  useQuery({
    ...pollImportQuery<ContactImportJob>(
      membersKeys.contactsImport(id ?? ''),
      `/v1/members/contacts/import/${encodeURIComponent(id ?? '')}`,
    ),
    enabled: !!id,
  });

/** The community's latest import: shown again to an administrator who left and came back. */
export const useLatestContactsImport = () =>
  useQuery({
    queryKey: membersKeys.latestContactsImport,
    queryFn: ({ signal }) => api.get<ContactImportLatest>('/v1/members/contacts/import/latest', { signal }),
    // Each opening asks again: an import may have ended (or another administrator started one) meanwhile.
    staleTime: 0,
  });
