import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberChangedResponse, MemberIdsBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { sharedKeys } from '../../../api/keys';
import { membersKeys } from './keys';

/** The four batch operations on selected members; each is all-or-nothing and answers the ids it changed. */
export const BATCH_PATHS = {
  activate: '/v1/members/batch/activate',
  deactivate: '/v1/members/batch/deactivate',
  destroy: '/v1/members/batch/destroy',
  verify: '/v1/users/verify/batch',
} as const;
export type BatchAction = keyof typeof BATCH_PATHS;

export const batchMembers = (action: BatchAction, body: MemberIdsBody) =>
  api.patch<MemberChangedResponse>(BATCH_PATHS[action], body);

export const useBatchMembers = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: BatchAction; ids: string[] }) => batchMembers(action, { ids }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: membersKeys.all });
      void client.invalidateQueries({ queryKey: sharedKeys.groups });
    },
  });
};
