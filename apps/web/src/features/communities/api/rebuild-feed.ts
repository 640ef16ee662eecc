import { useMutation } from '@tanstack/react-query';
import type { feedRebuildResult } from '@gathering/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type FeedRebuildResult = z.infer<typeof feedRebuildResult>;

export const rebuildFeed = (communityId: string) =>
  api.patch<FeedRebuildResult>(`/v2/scripts/community/feed/${encodeURIComponent(communityId)}`);

export const useRebuildFeed = (communityId: string) =>
  useMutation({ mutationFn: () => rebuildFeed(communityId) });
