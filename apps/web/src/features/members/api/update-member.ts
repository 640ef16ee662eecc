import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberRow, MemberUpdateBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../api/keys';
import { membersKeys } from './keys';

export const updateMember = (id: string, body: MemberUpdateBody) =>
  api.patch<MemberRow>(`/v1/member/update/${encodeURIComponent(id)}`, body);

export const useUpdateMember = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MemberUpdateBody }) => updateMember(id, body),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: membersKeys.all });
      void client.invalidateQueries({ queryKey: sharedKeys.groups });
    },
  });
};
