import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberRole, MemberRow } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { membersKeys } from './keys';

export const setMemberRole = (userId: string, role: MemberRole) =>
  api.patch<MemberRow>(`/v1/users/roles/${encodeURIComponent(userId)}`, { role });

export const useSetMemberRole = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: MemberRole }) => setMemberRole(userId, role),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.all }),
  });
};
