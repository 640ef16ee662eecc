import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminVerificationBody } from '@gathering/contract';
import { api } from '../lib/api-client';
import { sharedKeys } from './keys';

/** PATCH /v1/users/admin-verification/{userId}: a community's or the platform's administrator marks an e-mail. */
export const setEmailVerified = (userId: string, body: AdminVerificationBody) =>
  api.patch<{ userId: string; isEmailVerified: boolean }>(
    `/v1/users/admin-verification/${encodeURIComponent(userId)}`,
    body,
  );

// The flag shows in the community's member lists and in the platform's: both are refreshed.
export const useSetEmailVerified = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isEmailVerified }: { userId: string; isEmailVerified: boolean }) =>
      setEmailVerified(userId, { isEmailVerified }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: sharedKeys.members }),
        client.invalidateQueries({ queryKey: sharedKeys.platformMembers }),
      ]);
    },
  });
};
