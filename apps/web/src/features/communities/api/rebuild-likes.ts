import { useMutation } from '@tanstack/react-query';
import type { LikesRebuildResult } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export type { LikesRebuildResult };

export const rebuildLikes = (communityId: string) =>
  api.patch<LikesRebuildResult>(`/v2/scripts/community/likes/${encodeURIComponent(communityId)}`);

export const useRebuildLikes = (communityId: string) =>
  useMutation({ mutationFn: () => rebuildLikes(communityId) });
