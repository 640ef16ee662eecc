import type { AttachmentRecord } from '@gathering/contract';
import { upload } from '../../../lib/api-transfer';

/** The item's cover, its document, or an image shown inside its text. */
export type FeedItemFileField = 'cover' | 'document' | 'image';

/** POST /v1/upload/feedItem/{cover|document|image}: the file in the field of the same name, with progress. */
export function uploadFeedItemFile(
  field: FeedItemFileField,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<AttachmentRecord> {
  const form = new FormData();
  form.append('displayName', file.name);
  form.append(field, file);
  return upload<AttachmentRecord>(`/v1/upload/feedItem/${field}`, form, { onProgress });
}
