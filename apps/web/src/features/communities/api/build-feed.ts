import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { FeedRebuildResult } from './rebuild-feed';

export const buildFeed = (communityId: string) =>
  api.post<FeedRebuildResult>(`/v2/scripts/feeds/${encodeURIComponent(communityId)}`);

export const useBuildFeed = (communityId: string) =>
  useMutation({ mutationFn: () => buildFeed(communityId) });
