import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupRow, GroupUpdateBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { GROUPS_KEY } from './get-groups';

/** Renames the group and/or adds members (ids); members already in it stay. */
export const updateGroup = (id: string, body: GroupUpdateBody) =>
  api.patch<GroupRow>(`/v1/groups/${encodeURIComponent(id)}`, body);

export const useUpdateGroup = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: GroupUpdateBody }) => updateGroup(id, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: GROUPS_KEY });
      void client.invalidateQueries({ queryKey: ['members'] });
    },
  });
};
