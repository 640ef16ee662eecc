import { useMutation } from '@tanstack/react-query';
import type { objectIdResult } from '@gathering/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type RebuildKeysResult = z.infer<typeof objectIdResult>;

/** Platform-wide: assigns missing keys; answers how many records changed. */
export const rebuildKeys = () => api.patch<RebuildKeysResult>('/v2/scripts/community/objectId');

export const useRebuildKeys = () => useMutation({ mutationFn: rebuildKeys });
