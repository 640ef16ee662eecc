import { useMutation } from '@tanstack/react-query';
import type { AttachmentRecord } from '@gathering/contract';
import { uploadWithProgress } from '../../../components/file-uploader';
import { api } from '../../../lib/api-client';

export type FeedItemFileField = 'cover' | 'document';

/** A fresh token for the XHR upload, which does not go through the api client's refresh. */
async function uploadToken(): Promise<string | null> {
  const stored = api.readToken();
  if (stored && stored.exp * 1000 - Date.now() > 30_000) return stored.accessToken;
  return api.refresh(stored?.accessToken).catch(() => stored?.accessToken ?? null);
}

/** POST /v1/upload/feedItem/{cover|document}: the file in the field of the same name, with progress. */
export async function uploadFeedItemFile(
  field: FeedItemFileField,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<AttachmentRecord> {
  const form = new FormData();
  form.append('displayName', file.name);
  form.append(field, file);
  return uploadWithProgress<AttachmentRecord>(`/v1/upload/feedItem/${field}`, form, {
    token: await uploadToken(),
    onProgress,
  });
}

export const useUploadFeedItemFile = (field: FeedItemFileField) =>
  useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (p: number) => void }) =>
      uploadFeedItemFile(field, file, onProgress),
  });
