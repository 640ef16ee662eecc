import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, PasswordChangeBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export const changePassword = (body: PasswordChangeBody) =>
  api.patch<MessageResponse>('/v1/users/me/password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
