import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportUnreadResponse } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { supportKeys } from './keys';
import type { SupportScope } from './scope';

/** New tickets and answers arrive from the apps at any time: the badge looks again every minute. */
export const UNREAD_REFRESH_MS = 60_000;

export const getUnreadCount = (scope: SupportScope, signal?: AbortSignal) =>
  api.get<SupportUnreadResponse>(
    scope === 'platform' ? '/v2/support/admin/tickets/unread' : '/v2/support/community/tickets/unread',
    { signal },
  );

export const unreadCountQuery = (scope: SupportScope) =>
  queryOptions({
    queryKey: supportKeys.unread(scope),
    queryFn: ({ signal }) => getUnreadCount(scope, signal).then((res) => res.unread),
    refetchInterval: UNREAD_REFRESH_MS,
  });

export const useUnreadCount = (scope: SupportScope) => useQuery(unreadCountQuery(scope));
