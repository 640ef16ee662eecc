import type { LogoUploadResponse } from '@gathering/contract';
import { upload } from '../lib/api-transfer';

export interface LogoUploadInput {
  file: File;
  onProgress?: (percent: number) => void;
  /** A platform administrator names the community; a community administrator's upload goes to their own. */
  communityId?: string;
}

/**
 * POST /v1/upload/community/logo, multipart field `logo`. Each console keeps its own mutation around it, since each
 * refreshes its own screens (the platform's community page and list; a community's settings and side menu).
 */
export function uploadCommunityLogo({ file, onProgress, communityId }: LogoUploadInput) {
  const form = new FormData();
  form.append('logo', file);
  return upload<LogoUploadResponse>(
    '/v1/upload/community/logo',
    form,
    communityId === undefined ? { onProgress } : { query: { communityId }, onProgress },
  );
}
