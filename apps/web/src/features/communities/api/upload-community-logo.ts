import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogoUploadResponse } from '@gathering/contract';
import { uploadWithProgress } from '../../../components/file-uploader';
import { api } from '../../../lib/api-client';
import { readToken } from '../../../lib/token-store';
import { communitiesKeys } from './keys';

export interface LogoUploadInput {
  communityId: string;
  file: File;
  onProgress?: (percent: number) => void;
}

/** Multipart field `logo`; a platform administrator names the community in the query. */
export async function uploadCommunityLogo({ communityId, file, onProgress }: LogoUploadInput) {
  // XHR bypasses the api client, so make sure the stored token is fresh first.
  const stored = readToken();
  if (!stored || stored.exp * 1000 - Date.now() < 30_000) await api.refresh(stored?.accessToken);
  const form = new FormData();
  form.append('logo', file);
  return uploadWithProgress<LogoUploadResponse>(
    `/v1/upload/community/logo?communityId=${encodeURIComponent(communityId)}`,
    form,
    { token: readToken()?.accessToken, onProgress },
  );
}

export const useUploadCommunityLogo = (communityId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<LogoUploadInput, 'communityId'>) =>
      uploadCommunityLogo({ communityId, ...input }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: communitiesKeys.detail(communityId) });
      void client.invalidateQueries({ queryKey: communitiesKeys.lists() });
    },
  });
};
