import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupRow, GroupUpdateBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../api/keys';
import { groupsKeys } from './keys';

/** Renames the group and/or adds members (ids); members already in it stay. */
export const updateGroup = (id: string, body: GroupUpdateBody) =>
  api.patch<GroupRow>(`/v1/groups/${encodeURIComponent(id)}`, body);

export const useUpdateGroup = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: GroupUpdateBody }) => updateGroup(id, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: groupsKeys.all });
      void client.invalidateQueries({ queryKey: sharedKeys.members });
    },
  });
};
