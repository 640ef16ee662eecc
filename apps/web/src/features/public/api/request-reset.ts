import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetRequestBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export const requestReset = (body: ResetRequestBody) =>
  api.post<MessageResponse>('/v1/users/reset-request', body, { auth: 'none' });

export const useRequestReset = () => useMutation({ mutationFn: requestReset });
