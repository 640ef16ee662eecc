import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberChangedResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../api/keys';
import { groupsKeys } from './keys';

export const removeGroupMembers = (id: string, members: string[]) =>
  api.patch<MemberChangedResponse>(`/v1/groups/${encodeURIComponent(id)}/members/remove`, { members });

export const useRemoveGroupMembers = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, members }: { id: string; members: string[] }) => removeGroupMembers(id, members),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: groupsKeys.all });
      void client.invalidateQueries({ queryKey: sharedKeys.members });
    },
  });
};
