import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogoUploadResponse } from '@gathering/contract';
import { uploadWithProgress } from '../../../components/file-uploader';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { readToken } from '../../../lib/token-store';
import { communitySettingsKeys } from './keys';

export interface OwnLogoUploadInput {
  file: File;
  onProgress?: (percent: number) => void;
}

/** Multipart field `logo`. No communityId: a community administrator's upload always goes to their community. */
export async function uploadOwnLogo({ file, onProgress }: OwnLogoUploadInput) {
  // XHR bypasses the api client, so make sure the stored token is fresh first.
  const stored = readToken();
  if (!stored || stored.exp * 1000 - Date.now() < 30_000) await api.refresh(stored?.accessToken);
  const form = new FormData();
  form.append('logo', file);
  return uploadWithProgress<LogoUploadResponse>('/v1/upload/community/logo', form, {
    token: readToken()?.accessToken,
    onProgress,
  });
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
