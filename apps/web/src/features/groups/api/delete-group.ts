import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../api/keys';
import { groupsKeys } from './keys';

/** Deletes the group (409 while it is some content's only audience). */
export const deleteGroup = (id: string) =>
  api.delete<MessageResponse>(`/v1/groups/${encodeURIComponent(id)}`);

export const useDeleteGroup = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: (_res, id) => {
      // The deleted group's own queries would refetch into a 404: drop them, refresh the rest.
      client.removeQueries({ queryKey: [...groupsKeys.all, 'detail', id] });
      void client.invalidateQueries({ queryKey: groupsKeys.all });
      void client.invalidateQueries({ queryKey: sharedKeys.members });
    },
  });
};
