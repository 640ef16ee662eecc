import { useMutation } from '@tanstack/react-query';
import type { likesRebuildResult } from '@gathering/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type LikesRebuildResult = z.infer<typeof likesRebuildResult>;

export const rebuildLikes = (communityId: string) =>
  api.patch<LikesRebuildResult>(`/v2/scripts/community/likes/${encodeURIComponent(communityId)}`);

export const useRebuildLikes = (communityId: string) =>
  useMutation({ mutationFn: () => rebuildLikes(communityId) });
