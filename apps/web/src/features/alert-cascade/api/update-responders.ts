import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cascadeRespondersBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import type { RespondersAnswer } from './get-responders';
import { cascadeKeys } from './keys';

export const updateCascadeResponders = (body: z.input<typeof cascadeRespondersBody>) =>
  api.put<RespondersAnswer>('/v1/notifications/cascade/responders', body);

export const useUpdateCascadeResponders = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCascadeResponders,
    onSuccess: (answer) => client.setQueryData(cascadeKeys.responders(), answer),
  });
};
