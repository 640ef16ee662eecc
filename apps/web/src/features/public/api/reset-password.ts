import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export const resetPassword = (body: ResetPasswordBody) =>
  api.post<MessageResponse>('/v1/users/reset/password', body, { auth: 'none' });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
