import { useMutation } from '@tanstack/react-query';
import type { ObjectIdResult } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export type RebuildKeysResult = ObjectIdResult;

/** Platform-wide: assigns missing keys; answers how many records changed. */
export const rebuildKeys = () => api.patch<RebuildKeysResult>('/v2/scripts/community/objectId');

export const useRebuildKeys = () => useMutation({ mutationFn: rebuildKeys });
