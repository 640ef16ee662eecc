import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberChangedResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { GROUPS_KEY } from './get-groups';

export const removeGroupMembers = (id: string, members: string[]) =>
  api.patch<MemberChangedResponse>(`/v1/groups/${encodeURIComponent(id)}/members/remove`, { members });

export const useRemoveGroupMembers = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, members }: { id: string; members: string[] }) => removeGroupMembers(id, members),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: GROUPS_KEY });
      void client.invalidateQueries({ queryKey: ['members'] });
    },
  });
};
