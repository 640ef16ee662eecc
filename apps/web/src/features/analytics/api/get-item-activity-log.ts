import { api } from '../../../lib/api-client';
import type { ItemActivityPage } from './types';

export const ITEM_LOG_PAGE_SIZE = 10;

/** GET /v1/feedItem/analytics/{id}/activityLog: who viewed or converted, newest first, one page. */
export const getItemActivityLog = (id: string, offset: number, signal?: AbortSignal) =>
  api.get<ItemActivityPage>(`/v1/feedItem/analytics/${encodeURIComponent(id)}/activityLog`, {
    query: { offset, limit: ITEM_LOG_PAGE_SIZE },
    signal,
  });
