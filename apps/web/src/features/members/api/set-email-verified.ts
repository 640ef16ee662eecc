import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminVerificationBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { membersKeys } from './keys';

export const setEmailVerified = (userId: string, body: AdminVerificationBody) =>
  api.patch<{ userId: string; isEmailVerified: boolean }>(
    `/v1/users/admin-verification/${encodeURIComponent(userId)}`,
    body,
  );

export const useSetEmailVerified = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isEmailVerified }: { userId: string; isEmailVerified: boolean }) =>
      setEmailVerified(userId, { isEmailVerified }),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.all }),
  });
};
