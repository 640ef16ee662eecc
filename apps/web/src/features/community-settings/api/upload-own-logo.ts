import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadCommunityLogo, type LogoUploadInput } from '../../../api/upload-community-logo';
import { sessionStore } from '../../../lib/session';
import { communitySettingsKeys } from './keys';

/** No communityId: a community administrator's upload always goes to their community. */
export const useUploadOwnLogo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: Omit<LogoUploadInput, 'communityId'>) =>
      uploadCommunityLogo({ file, onProgress }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: communitySettingsKeys.ownCommunity() });
      // The side menu shows the logo from the current user; reload it so the shell shows the new one.
      void sessionStore.load();
    },
  });
};
