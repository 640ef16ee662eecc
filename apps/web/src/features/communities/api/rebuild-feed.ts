import { useMutation } from '@tanstack/react-query';
import type { FeedRebuildResult } from '@gathering/contract';
import { api } from '../../../lib/api-client';

export type { FeedRebuildResult };

export const rebuildFeed = (communityId: string) =>
  api.patch<FeedRebuildResult>(`/v2/scripts/community/feed/${encodeURIComponent(communityId)}`);

export const useRebuildFeed = (communityId: string) =>
  useMutation({ mutationFn: () => rebuildFeed(communityId) });
