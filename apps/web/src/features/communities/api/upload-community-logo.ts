import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadCommunityLogo, type LogoUploadInput } from '../../../api/upload-community-logo';
import { communitiesKeys } from './keys';

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
