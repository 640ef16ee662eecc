import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogoUploadResponse } from '@gathering/contract';
import { upload } from '../../../lib/api-transfer';
import { sessionStore } from '../../../lib/session';
import { communitySettingsKeys } from './keys';

export interface OwnLogoUploadInput {
  file: File;
  onProgress?: (percent: number) => void;
}

/** Multipart field `logo`. No communityId: a community administrator's upload always goes to their community. */
export function uploadOwnLogo({ file, onProgress }: OwnLogoUploadInput) {
  const form = new FormData();
  form.append('logo', file);
  return upload<LogoUploadResponse>('/v1/upload/community/logo', form, { onProgress });
}

export const useUploadOwnLogo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadOwnLogo,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: communitySettingsKeys.ownCommunity() });
      // The side menu shows the logo from the current user; reload it so the shell shows the new one.
      void sessionStore.load();
    },
  });
};
