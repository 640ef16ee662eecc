import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogoUploadResponse } from '@gathering/contract';
import { upload } from '../../../lib/api-transfer';
import { communitiesKeys } from './keys';

export interface LogoUploadInput {
  communityId: string;
  file: File;
  onProgress?: (percent: number) => void;
}

/** Multipart field `logo`; a platform administrator names the community in the query. */
export function uploadCommunityLogo({ communityId, file, onProgress }: LogoUploadInput) {
  const form = new FormData();
  form.append('logo', file);
  return upload<LogoUploadResponse>('/v1/upload/community/logo', form, {
    query: { communityId },
    onProgress,
  });
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
