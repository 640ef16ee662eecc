import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { platformUsersKeys } from './keys';

export interface MultiStateResult {
  userId: string;
  multiState: boolean;
}

/** Spec payload: userId and multiState. */
export const setMultiCommunity = (userId: string, multiState: boolean) =>
  api.patch<MultiStateResult>(`/v1/users/administrator/multi/${encodeURIComponent(userId)}`, {
    userId,
    multiState,
  });

export const useSetMultiCommunity = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, multiState }: MultiStateResult) => setMultiCommunity(userId, multiState),
    // The flag belongs to the person, who may appear on several rows (one per community).
    onSuccess: () => client.invalidateQueries({ queryKey: platformUsersKeys.memberLists() }),
  });
};
