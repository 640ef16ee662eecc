import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';

/** The only call that uses a deletion link: sent when the person presses the confirmation button. */
export const confirmDeletion = (token: string) =>
  api.post<MessageResponse>(`/v1/users/deletion/${encodeURIComponent(token)}`, undefined, { auth: 'none' });

export const useConfirmDeletion = (token: string) =>
  useMutation({ mutationFn: () => confirmDeletion(token) });
